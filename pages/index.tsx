import type { GetStaticProps, InferGetStaticPropsType } from 'next';
import { DownloadDefaultsContext, HomeHero } from '@/components/download';
import { ArticleTeasers, GameShelf, HomeBanners, MembershipCta, ProductIntro } from '@/components/home';
import { loadHomeData, type HomeData } from '@/components/home/server';
import { DefaultLayout, Seo } from '@/components/layout';
import { PAGE_META } from '@/lib/routes';
import { REVALIDATE_S } from '@/lib/loader';

export const getStaticProps = (async () => ({
  props: { data: await loadHomeData() },
  revalidate: REVALIDATE_S,
})) satisfies GetStaticProps<{ data: HomeData }>;

export default function HomePage({ data }: InferGetStaticPropsType<typeof getStaticProps>) {
  const meta = PAGE_META['/'];
  const defaults = { href: data.download.href ?? undefined, versionName: data.download.versionName ?? undefined };
  return (
    <DownloadDefaultsContext value={defaults}>
      <DefaultLayout>
        <Seo title={meta.title} description={meta.description} path="/" />
        <HomeHero />
        <ProductIntro />
        <HomeBanners banners={data.banners} />
        <ArticleTeasers news={data.news} guides={data.guides} />
        <GameShelf games={data.games} />
        <MembershipCta />
      </DefaultLayout>
    </DownloadDefaultsContext>
  );
}
