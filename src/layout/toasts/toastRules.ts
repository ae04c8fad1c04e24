// What a notification becomes on screen (spec §8, §9): its title, its text and how long it stays.
// Pure, so the durations and titles are unit-tested; AppNotification only renders the result.
import { NETWORK_ERROR, SERVER_ERROR } from '../../providers/httpClient';
import { isMessageList } from '../../providers/messageLists';

export const TOAST_MS = { success: 2000, formError: 2000, list: 3000, backend: 5000, info: 4000 } as const;

export const INVALID_FORM = 'app.errors.invalid_form';
export const UNEXPECTED_ERROR = 'app.errors.unexpected';
/** 'Votre action a bien été prise en compte.' (spec §5). */
export const SAVED = 'app.toasts.saved';

export type ToastSeverity = 'success' | 'info' | 'warning' | 'error';

export interface ToastInput {
  message: unknown;
  type?: string;
  notificationOptions?: { autoHideDuration?: number | null; messageArgs?: Record<string, unknown>; undoable?: boolean };
}

export interface Toast {
  /** A translation key, or none. */
  title?: string;
  /** A translation key or a text already translated (API messages). */
  message: string;
  messageArgs?: Record<string, unknown>;
  severity: ToastSeverity;
  duration: number;
  undoable: boolean;
}

/** react-admin's own texts for "the form has errors" and "the call failed without a message". */
const INVALID_FORM_KEYS = new Set(['ra.message.invalid_form', INVALID_FORM]);
const NO_MESSAGE_KEYS = new Set(['', 'ra.notification.http_error', UNEXPECTED_ERROR]);

/** react-admin reports a saved or deleted record as 'info': it is a success toast (2,000 ms). */
// Resource names may hold a slash (teams are `user/team`).
const SAVED_KEY = /^(ra\.notification|resources\.[\w/-]+\.notifications)\.(created|updated|deleted)$/;

const severityOf = (type: string | undefined, text: string): ToastSeverity =>
  type === 'success' || type === 'warning' || type === 'error' ? type : SAVED_KEY.test(text) ? 'success' : 'info';

export const toastOf = (input: ToastInput): Toast => {
  const options = input.notificationOptions ?? {};
  const undoable = !!options.undoable;
  const text = typeof input.message === 'string' ? input.message : '';
  const severity = severityOf(input.type, text);
  const base = { messageArgs: options.messageArgs, undoable };
  if (text === NETWORK_ERROR) return { ...base, title: 'app.toasts.network', message: text, severity: 'error', duration: TOAST_MS.backend };
  if (text === SERVER_ERROR) return { ...base, title: 'app.toasts.server', message: text, severity: 'error', duration: TOAST_MS.backend };
  if (severity === 'error' || severity === 'warning') {
    if (INVALID_FORM_KEYS.has(text)) return { ...base, title: 'app.toasts.error', message: INVALID_FORM, severity: 'error', duration: TOAST_MS.formError };
    // A failure without a message of its own (a bug, an unknown answer): 'Unexpected error.'
    if (NO_MESSAGE_KEYS.has(text)) return { undoable, title: 'app.toasts.error', message: UNEXPECTED_ERROR, severity: 'error', duration: TOAST_MS.formError };
    const duration = isMessageList(text) ? TOAST_MS.list : TOAST_MS.formError;
    return { ...base, title: 'app.toasts.error', message: text, severity, duration };
  }
  // Every create, edit and delete says the spec's one success text (§5), whatever the resource.
  const message = SAVED_KEY.test(text) ? SAVED : text;
  if (severity === 'success' && !undoable) return { ...base, message, severity, duration: TOAST_MS.success };
  // Undoable notices stay until the undo delay ends (react-admin's own default).
  const duration = typeof options.autoHideDuration === 'number' ? options.autoHideDuration : TOAST_MS.info;
  return { ...base, message, severity, duration };
};
