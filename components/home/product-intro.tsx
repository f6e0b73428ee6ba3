import Link from '@/components/ui/link';
import { StaticIsland } from '@/components/ui/static-island';
import styles from './home.module.css';
import { SectionHead } from './section-head';

const STATS = [
  { value: '3000+', label: '支持游戏' },
  { value: '200+', label: '加速节点' },
  { value: '30+', label: '覆盖国家和地区' },
  { value: '7×14h', label: '人工客服' },
] as const;

/** What the accelerator and the voice platform do (SPEC §1). */
export function ProductIntro() {
  return (
    <StaticIsland as="section" className={styles.section} aria-labelledby="home-product" watch={[]}>
      <div className={styles.container}>
        <SectionHead id="home-product" title="一个客户端，加速与开黑都搞定" lead="NN加速器把网络加速和组队语音放在一起，开局前不必再切换好几个软件。" />
        <div className={styles.product}>
          <article className={styles.productCard}>
            <h3>网游加速器</h3>
            <p>针对游戏数据包做专线传输，绕开拥堵的公网路由。国服、外服、手游与主机游戏都能加速。</p>
            <ul className={styles.points}>
              <li><strong>智能选点：</strong>实时测速全部节点，自动接入延迟最低、最稳定的一条。</li>
              <li><strong>降低丢包：</strong>多链路冗余传输，晚高峰也不容易出现瞬移、卡顿和掉线。</li>
              <li><strong>一键加速：</strong>选中游戏点“加速”即可，无需手动改 DNS 或安装插件。</li>
            </ul>
            <Link className={styles.more} href="/nnAccelerator">了解网游加速器 <span aria-hidden="true">→</span></Link>
          </article>
          <article className={styles.productCard}>
            <h3>开黑语音平台</h3>
            <p>为游戏社交打造的语音平台，采用电竞级语音系统，队友说话清楚、不抢游戏带宽。</p>
            <ul className={styles.points}>
              <li><strong>低延迟语音：</strong>语音与加速共用优化链路，报点与指挥几乎没有延迟。</li>
              <li><strong>开黑房间：</strong>一键建房，邀请好友或加入同游戏的玩家车队。</li>
              <li><strong>降噪与按键说话：</strong>过滤键盘声与环境噪音，支持自定义按键说话。</li>
            </ul>
            <Link className={styles.more} href="/nnquickstart">查看快速上手 <span aria-hidden="true">→</span></Link>
          </article>
        </div>
        <ul className={styles.stats} aria-label="NN加速器数据">
          {STATS.map((s) => (
            <li key={s.label}>
              <strong>{s.value}</strong>
              <span>{s.label}</span>
            </li>
          ))}
        </ul>
      </div>
    </StaticIsland>
  );
}
