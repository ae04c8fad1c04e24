// The HTML part of notification mails, alone (issue 30: the server's CPU and memory during the
// reminders at 10,000 users): N reminders of a whole-company user (50 sites, 5 lines and 3 links
// each, the largest mail the senders build) rendered 4 at a time as deliver.ts does, in this
// process. Measured: CPU per mail, peak RSS (VmHWM) and the heap after a forced GC. Run in two
// checkouts (before/after a change to server/notify/render.ts) for a comparison.
// Run: node --expose-gc --import tsx tests/bench/notify-render.ts [--mails 2000]
import os from 'node:os';
import { renderHtml, type Message } from '../../server/notify/render';
import { memoryOf } from './proc';
import { intArg } from './seeded-bench';

const MAILS = intArg('--mails', 2000);
const LANES = 4;
const mb = (b: number) => `${(b / 2 ** 20).toFixed(0)} MB`;

function reminder(i: number): Message {
  const url = (p: string) => `https://conformite.bench.example${p}`;
  return {
    subject: `${1000 + i} contrôles en retard, ${2000 + i} à faire dans les 30 jours`,
    paragraphs: ['Voici les contrôles en retard ou à faire dans les 30 prochains jours, par site.'],
    sections: Array.from({ length: 50 }, (_, s) => ({
      title: `Site n° ${s} : ${100 + s} en retard, ${200 + s} à venir`,
      lines: [
        ...Array.from({ length: 5 }, (_, l) => ({
          text: `Vérification périodique des extincteurs n° ${l} — Extincteur ${i}-${s}-${l} : 12 janv. 2026`,
          href: url(`/controls?factory=${s}&open_sheet=${i * 1000 + s * 10 + l}`),
        })),
        { text: `et ${300 + s} autres` },
        { text: 'Les contrôles en retard', href: url(`/controls?tab=late&factory=${s}`) },
        { text: 'Les contrôles à venir', href: url(`/controls?factory=${s}&next_date_lte=2026-12-27`) },
      ],
    })),
    action: { label: 'Ouvrir les contrôles', href: url('/controls?next_date_lte=2026-12-27') },
  };
}

const frame = (i: number) => ({
  locale: i % 3 ? 'fr' : 'en', app: 'Conformité', greeting: `Bonjour Utilisateur N° ${i},`,
  footer: 'Vous recevez ce message car le rappel des échéances est activé.',
  unsubscribe: { label: 'Se désabonner', href: `https://conformite.bench.example/api/v1/notifications/unsubscribe/?u=${i}&k=deadline_reminder&s=x` },
  preferences: { label: 'Préférences', href: 'https://conformite.bench.example/user/notifications' },
  logoUrl: i % 2 ? 'https://conformite.bench.example/api/v1/company/logo/mail/1/abc/' : null,
});

const before = await memoryOf(process.pid);
const cpu0 = process.cpuUsage();
const t0 = performance.now();
let next = 0;
let bytes = 0;
await Promise.all(Array.from({ length: LANES }, async () => {
  while (next < MAILS) {
    const i = next++;
    bytes += (await renderHtml(reminder(i), frame(i))).length;
  }
}));
const ms = performance.now() - t0;
const cpu = process.cpuUsage(cpu0);
const peak = await memoryOf(process.pid);
globalThis.gc?.();
const heap = process.memoryUsage().heapUsed;
console.log(`| ${MAILS} | ${(bytes / MAILS / 1024).toFixed(0)} KB | ${((cpu.user + cpu.system) / 1000 / MAILS).toFixed(1)} ms | ${(MAILS / (ms / 1000)).toFixed(0)} | ${mb(before.rss)} | ${mb(peak.hwm)} | ${mb(heap)} | ${os.loadavg()[0].toFixed(1)} |`);
console.log('(mails | HTML per mail | CPU per mail | mails/s | RSS before | peak RSS | heap after GC | load)');
