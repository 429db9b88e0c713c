import { publishAfterCommit, type EventBus } from '../../adapters/realtime/index.ts';
import type { Db } from '../../db/client.ts';
import type { SiteCache } from './cache.ts';

/**
 * Every instance caches its sites (cache.ts). A change on one instance NOTIFYs
 * the others in the changing transaction, so no instance serves the old
 * settings after the change commits; on PGlite the event stays in process.
 */
export function announceSitesChanged(tx: Db): Promise<void> {
  return publishAfterCommit(tx, { k: 'sites-changed' });
}

/** Drops this instance's cached sites whenever any instance announces a change, or one may have been missed. */
export function watchSiteChanges(bus: EventBus, cache: SiteCache): void {
  bus.on((e) => {
    if (e.k === 'sites-changed' || e.k === 'bus-lost' || e.k === 'bus-reconnected') cache.invalidate();
  });
}
