// Writes public/games/{gameId}-cover.svg and -icon.svg from the catalogue seed (then
// `node scripts/raster-seed-art.ts` draws the WebP renditions the seed serves). Run once after
// adding games, then commit the files:  node sandbox/seed/games/generate-covers.mjs
// (Vite loads the TypeScript seed, so the generator and the sandbox can never disagree on ids.)
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const server = await createServer({ root, configFile: false, logLevel: 'error', resolve: { alias: { '@': root } }, server: { middlewareMode: true, hmr: false, watch: null }, optimizeDeps: { noDiscovery: true } });
try {
  const { gameRecords } = await server.ssrLoadModule('/sandbox/seed/games/build.ts');
  const { coverSvg, iconSvg } = await server.ssrLoadModule('/sandbox/seed/games/covers.ts');
  const dir = `${root}public/games`;
  await mkdir(dir, { recursive: true });
  for (const game of gameRecords()) {
    await writeFile(`${dir}/${game.gameId}-cover.svg`, `${coverSvg(game)}\n`);
    await writeFile(`${dir}/${game.gameId}-icon.svg`, `${iconSvg(game)}\n`);
  }
  console.log(`wrote ${gameRecords().length * 2} files to public/games`);
} finally {
  await server.close();
}
