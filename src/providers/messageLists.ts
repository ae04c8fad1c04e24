// Error texts that are a list of several messages (an API answer with more than one message):
// spec §9 shows such a toast 3,000 ms instead of 2,000. The toast only receives the text, so the
// http layer remembers which texts were lists. Bounded: only the latest few matter.

const LIMIT = 50;
const lists = new Set<string>();

export const rememberMessageList = (text: string, count: number) => {
  if (count < 2 || !text) return;
  lists.delete(text);
  lists.add(text);
  if (lists.size > LIMIT) lists.delete(lists.values().next().value as string);
};

export const isMessageList = (text: string): boolean => lists.has(text);
