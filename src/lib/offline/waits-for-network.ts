/**
 * A read paused offline with nothing to show yet (no data of an earlier visit on the device):
 * TanStack Query pauses it until the network returns, so the screen shows NeedsConnection
 * (src/components/ui/needs-connection.tsx) instead of a spinner turning for ever.
 */
export function waitsForNetwork(query: { isPending: boolean; fetchStatus: string }): boolean {
  return query.isPending && query.fetchStatus === 'paused';
}
