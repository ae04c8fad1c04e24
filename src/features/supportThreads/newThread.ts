// The path of a new conversation with support, pre-filled (a service's quote, the help contact).
export const newThreadPath = (subject: string, message: string) =>
  `/messages?${new URLSearchParams({ new: '1', subject, message }).toString()}`;
