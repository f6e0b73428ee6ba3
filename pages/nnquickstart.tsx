import Link from '@/components/ui/link';
import { Band, DownloadBand, Faq, Steps, type Step } from '@/components/home';
import { DefaultLayout, Seo } from '@/components/layout';
import { PageIntro } from '@/components/ui/page-intro';
import { PAGE_META } from '@/lib/routes';

const INSTALL: readonly Step[] = [
  { title: '下载安装', text: '在本页或官网首页点击“免费下载 Windows 版”，运行安装包，按提示选择安装位置即可。', tips: ['安装时如果安全软件提示拦截网络驱动，请选择“允许”。', '已安装旧版本的用户无需卸载，直接覆盖安装会保留设置。'] },
  { title: '注册 / 登录', text: '打开客户端，用手机号和短信验证码即可注册并登录；设置密码后也可用账号密码登录。', tips: ['验证码 60 秒内只能发送一次，请留意短信。'] },
  { title: '选择游戏', text: '在搜索框输入游戏名称，或在“热门游戏”中找到它，选择你要连接的区服（如国服、亚服、美服）。' },
  { title: '一键加速', text: '点击“开始加速”，等待节点连接完成后再启动游戏。加速期间可以在客户端里实时查看延迟与丢包。', tips: ['先加速、再启动游戏：已经打开的游戏需要重启后才会走加速线路。'] },
];

const VOICE: readonly Step[] = [
  { title: '创建或加入房间', text: '在客户端左侧进入“开黑语音”，新建房间并把房间号发给好友，或直接加入同一游戏的车队。' },
  { title: '调节麦克风', text: '在语音设置里选择麦克风与耳机，打开“智能降噪”；喜欢安静的车队可以改为按键说话。' },
  { title: '边玩边聊', text: '语音与游戏加速共用优化链路，开局后不必切出游戏，队友说话清楚、报点不延迟。' },
];

const FAQ = [
  { q: '加速后游戏还是卡？', a: '先确认是在加速成功后才启动的游戏；再尝试切换节点或改用“路由模式”。仍无改善时，请在帮助中心提交网络诊断。' },
  { q: '找不到我要玩的游戏？', a: <>可以在游戏库中搜索游戏别名，或到<Link href="/helpCenter">帮助中心</Link>联系客服申请适配，我们通常会在几个工作日内上线。</> },
  { q: '手机上可以用吗？', a: '可以。扫描页面顶部“下载”中的二维码安装 iOS 或 Android 版，使用同一手机号登录，会员权益通用。' },
];

export default function QuickstartPage() {
  const meta = PAGE_META['/nnquickstart'];
  return (
    <DefaultLayout>
      <Seo title={meta.title} description={meta.description} path="/nnquickstart" />
      <PageIntro eyebrow="新手指南" title="快速上手 NN加速器" lead="四步完成安装与加速，再花一分钟学会开黑语音。" />
      <Band id="qs-install" title="第一次使用：四步开始加速">
        <Steps steps={INSTALL} />
      </Band>
      <Band id="qs-voice" title="开黑语音：三步组队" alt>
        <Steps steps={VOICE} />
      </Band>
      <Band id="qs-faq" title="新手常见问题">
        <Faq items={FAQ} />
      </Band>
      <DownloadBand title="准备好了吗？" text="下载客户端，跟着上面的步骤，几分钟就能开始第一局加速。" />
    </DefaultLayout>
  );
}
