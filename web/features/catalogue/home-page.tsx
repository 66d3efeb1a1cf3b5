import { FeaturedStores, HomeHero, NoticeBanner, Promises } from './home-sections.tsx';
import { HomeTrending } from './home-trending.tsx';

/** Home (/): hero, notice, promises, featured stores and the trending grid. */
export function HomePage() {
  return (
    <div className="flex flex-col gap-8 sm:gap-10">
      <HomeHero />
      <NoticeBanner />
      <Promises />
      <FeaturedStores />
      <HomeTrending />
    </div>
  );
}
