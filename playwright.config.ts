import { defineConfig } from '@playwright/test'

const port = Number(process.env.E2E_PORT ?? 4173)
/** Where the app under test is built; separate folders let parallel runs not overwrite each other. */
const outDir = process.env.E2E_OUT_DIR ?? 'dist'

// Debian's chromium: tools' own browser downloads fail on these machines (TOOLCHAIN.md).
export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: `node_modules/.bin/vite build --outDir ${outDir} --emptyOutDir && node_modules/.bin/vite preview --outDir ${outDir} --port ${port} --strictPort`,
    url: `http://localhost:${port}`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
  },
})
