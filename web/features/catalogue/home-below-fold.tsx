import { FeaturedStores } from './home-featured.tsx';
import { HomeTrending } from './home-trending.tsx';

/** Featured stores and the trending grid: a chunk of its own, so the hero paints without waiting for it. */
export function HomeBelowFold() {
  return (
    <>
      <FeaturedStores />
      <HomeTrending />
    </>
  );
}
