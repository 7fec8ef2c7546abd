import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { BUILD_INFO_FILE, buildIdAt, type BuildInfo } from './src/domain/client-build.ts';

const apiPort = Number(process.env.PORT ?? 3000);

/**
 * Writes dist/client/build.json naming the build the bundle carries: the server reads it at start
 * and tells a socket of an older build to reload (SPEC §4's update message, decision 0058).
 */
function buildInfo(buildId: string): Plugin {
  return {
    name: 'kwb-build-info',
    apply: 'build',
    generateBundle() {
      const info: BuildInfo = { build_id: buildId };
      this.emitFile({ type: 'asset', fileName: BUILD_INFO_FILE, source: `${JSON.stringify(info)}\n` });
    },
  };
}

export default defineConfig(({ command }) => {
  // Only a bundle has a build id: `npm run dev`'s client stays without one and is never told to reload.
  const buildId = command === 'build' ? buildIdAt(new Date()) : '';
  return {
    plugins: [react(), buildInfo(buildId)],
    base: '/',
    define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(buildId) },
    build: { outDir: 'dist/client', emptyOutDir: true, sourcemap: 'hidden' },
    server: {
      port: 5173,
      host: '127.0.0.1',
      proxy: {
        '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
        '/socket.io': { target: `http://127.0.0.1:${apiPort}`, ws: true },
      },
    },
  };
});
