/**
 * What the service worker does with its kept copy of a public page once it has asked the server for the page
 * again (web/sw.ts): the server's answer replaces it, or says it is gone, or says nothing about it.
 */
export function afterPageRefresh(status: number, build: string | null, ownBuild: string): 'replace' | 'drop' | 'keep' {
  if (status === 200) return build === ownBuild ? 'replace' : 'drop'; // another build's page: not ours to keep
  if (status === 204 || status === 404) return 'drop'; // no longer a public page (a removed product)
  return 'keep'; // the server too busy to render it (503) or failing: the copy she has is still the page
}
