/**
 * Ports of the real-API project (playwright.config.ts and the specs read them
 * here). They follow E2E_PORT by default, so runs that set only E2E_PORT do
 * not collide; E2E_REAL_PORT and E2E_API_PORT set them directly.
 */
export function realApiPorts(env: NodeJS.ProcessEnv = process.env) {
  const mockPort = Number(env.E2E_PORT ?? 4173)
  const appPort = Number(env.E2E_REAL_PORT ?? mockPort + 10_000)
  const apiPort = Number(env.E2E_API_PORT ?? mockPort + 20_000)
  return { mockPort, appPort, apiPort, apiOrigin: `http://localhost:${apiPort}`, apiBase: `http://localhost:${apiPort}/api` }
}
