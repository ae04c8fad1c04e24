// A Vite plugin writing a brotli (.br) and a gzip (.gz) copy beside each compressible file of the
// build's assets/ folder, once, at build time: the server (server/http/static.ts, preCompressed)
// then sends them by Accept-Encoding at no CPU cost per request. Brotli at its best quality (11)
// and gzip at 9: slow to write, but written once; a copy no smaller than the file is not kept.
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text and WebAssembly compress well; images and fonts are compressed already. */
export const COMPRESSIBLE = /\.(js|mjs|css|wasm|svg|json|txt|map)$/;
/** Below this, the headers cost more than the saving. */
const MIN_BYTES = 1024;

export async function precompressDir(dir: string): Promise<number> {
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  let written = 0;
  await Promise.all(
    names.filter((n) => COMPRESSIBLE.test(n)).map(async (name) => {
      const file = path.join(dir, name);
      const body = await fs.readFile(file);
      if (body.length < MIN_BYTES) return;
      const [br, gzipped] = await Promise.all([
        brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
        gz(body, { level: 9 }),
      ]);
      for (const [ext, copy] of [['br', br], ['gz', gzipped]] as const) {
        if (copy.length >= body.length) continue;
        await fs.writeFile(`${file}.${ext}`, copy);
        written++;
      }
    }),
  );
  return written;
}

export const precompress = (): Plugin => {
  let outDir = 'dist';
  let assetsDir = 'assets';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      assetsDir = config.build.assetsDir;
    },
    async closeBundle() {
      const written = await precompressDir(path.join(outDir, assetsDir));
      this.info?.(`precompressed: ${written} .br/.gz files`);
    },
  };
};
