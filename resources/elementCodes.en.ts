// The words of the elements' codes (server/areas/labels, src/features/labels and scanner), in
// English: the same keys as elementCodes.fr.ts (type-checked).
import type { Catalogue } from '../locales/types';
import type { words as fr } from './elementCodes.fr';

export const words = {
  app: {
    labels: {
      bulk_button: 'QR labels',
      print_button: 'Print label',
      format_title: 'Label format',
      format_qr: 'QR code',
      format_datamatrix: 'Data Matrix',
      format_hint: 'An A4 sheet of 21 labels a page. Elements without a code get one.',
      generate: 'Generate',
      job_title: 'QR labels',
      sent: 'The sheet (%{smart_count} label) was sent to you by e-mail. |||| The sheet (%{smart_count} labels) was sent to you by e-mail.',
      download: 'Download the file',
      print_failed: 'The label could not be generated. Try again later.',
      code_page: {
        title: 'Code %{code}',
        loading: 'Looking up the code…',
        unknown: 'This code is not assigned to any element.',
        assign_hint: 'Choose the element that carries this label to assign it the code.',
        read_only: 'This code is unknown, and you are not allowed to assign codes to elements.',
        element: 'Element',
        search_hint: 'Designation or identification number',
        no_options: 'No element found',
        locked: 'locked',
        assign: 'Assign the code',
        assigned: 'Code assigned to “%{name}”.',
        failed: 'QR code assignment failed.',
        load_failed: 'The code lookup failed. Try again later.',
        scan_again: 'Scan another code',
      },
    },
    scanner: {
      menu: 'QR scanner',
      title: 'Scan a code',
      camera: 'Camera',
      camera_n: 'Camera %{n}',
      starting: 'Starting the camera…',
      aim: 'Place the QR code or Data Matrix in the frame.',
      video: 'Camera image',
      no_camera: 'No camera was found on this device. Type the code by hand.',
      denied: 'Camera access was denied. Allow it in the browser settings, or type the code by hand.',
      unavailable: 'The camera is not available (unsupported browser or insecure connection). Type the code by hand.',
      busy: 'The camera is used by another application. Close it, or type the code by hand.',
      manual_title: 'Manual entry',
      manual_label: 'Code',
      manual_submit: 'Open',
      found: 'Code read: %{code}',
    },
  },
  api: {
    labels: {
      title_qr: 'QR labels',
      title_datamatrix: 'Data Matrix labels',
      filename: 'labels',
      queued: 'Printing %{count} label(s): you will receive the file by e-mail.',
      errors: {
        assignment_failed: 'QR code assignment failed: this code cannot be assigned to this element.',
        no_code_read_only: 'This element has no code yet: only a user who may edit elements can give it one by printing its label.',
        none_coded_read_only: 'No element of the selection has a code yet: only a user who may edit elements can give them one by printing their labels.',
        invalid_code: 'Invalid code: 1 to 64 characters, letters, digits and - _ . : + # = * ! $ only.',
      },
    },
  },
  jobs: {
    errors: {
      labels_unavailable: 'The labels could not be prepared: your rights or the data have changed.',
    },
  },
} as const satisfies Catalogue<typeof fr>;
