// The console's engine, layout and providers know no area (issue 27 §3): the lint rule refuses an
// import of an area's file there, and lets the registry through. Checked on snippets, so that a
// change of the rule that stops catching it fails here.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const lint = async (file: string, code: string) => {
  const [result] = await new ESLint().lintText(code, { filePath: file });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').length;
};

describe('the console area boundary', () => {
  it('refuses an area\'s file in the engine, the layout and the providers', async () => {
    const code = "import { UpgradeOffer } from '../features/offers/UpgradeOffer';\nexport const x = UpgradeOffer;\n";
    for (const dir of ['engine', 'layout', 'providers']) expect(await lint(`src/${dir}/Probe.tsx`, code), dir).toBe(1);
  });

  it('lets the registry through, and areas import each other\'s files', async () => {
    const registry = "import { consoleAreas } from '../features';\nimport type { ConsoleArea } from '../features/consoleArea';\nexport const x: ConsoleArea[] = consoleAreas;\n";
    expect(await lint('src/layout/Probe.tsx', registry)).toBe(0);
    const area = "import { UpgradeOffer } from '../offers/UpgradeOffer';\nexport const x = UpgradeOffer;\n";
    expect(await lint('src/features/tokens/Probe.tsx', area)).toBe(0);
  });
});
