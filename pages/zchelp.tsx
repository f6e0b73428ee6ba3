import { HELP_MENU, MenuLayout, Seo } from '@/components/layout';
import { InfoCards, type InfoCard } from '@/components/ui/info-cards';
import { PageIntro } from '@/components/ui/page-intro';
import { PAGE_META } from '@/lib/routes';

const ITEMS: readonly InfoCard[] = [
  { title: '手机号注册/登录', text: '输入 11 位手机号并获取 6 位验证码即可完成注册或登录。' },
  { title: '账号密码登录', text: '密码需为 6~20 位字母和数字组合。' },
  { title: '忘记密码', text: '在登录窗口点击“忘记密码”，通过短信验证码重置。' },
];

export default function RegisterHelpPage() {
  const meta = PAGE_META['/zchelp'];
  return (
    <MenuLayout menu={HELP_MENU} menuLabel="帮助中心">
      <Seo title={meta.title} description={meta.description} path={'/zchelp'} />
      <PageIntro eyebrow={'帮助中心'} title={'注册登录帮助'} lead={'使用手机号注册登录、密码登录与找回密码的常见问题。'} />
      <InfoCards items={ITEMS} />
    </MenuLayout>
  );
}
