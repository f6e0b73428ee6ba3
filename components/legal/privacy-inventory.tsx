import { ColumnHeads } from '@/components/ui/column-heads';
import styles from './legal.module.css';

interface Row {
  what: string;
  /** The names the site's code uses for it (events, properties, storage keys, headers, fields). */
  names: readonly string[];
  why: string;
  where: string;
}

/**
 * Appendix of the privacy policy: every item the site collects or stores, under the name its code
 * uses. Written by hand from the code, and checked against it by tests/components/legal (a name the
 * code starts to collect fails that test until it is listed here).
 */
const ROWS: readonly Row[] = [
  { what: '手机号', names: ['telNum'], why: '注册、登录、找回密码，发送短信验证码', where: '账号服务（服务端）' },
  { what: '登录密码（仅摘要）', names: ['password'], why: '密码登录、设置密码；浏览器内先做 MD5 摘要再传输，服务端加盐存储', where: '账号服务（服务端）' },
  { what: '登录状态', names: ['AuthToken', 'userInfo'], why: '保持登录（令牌 7 天有效），显示昵称、NN号与头像', where: 'Cookie 与浏览器本地存储' },
  { what: '记住的账号', names: ['rememberAccount'], why: '勾选“记住账号”后下次自动填入手机号，7 天后失效', where: '浏览器本地存储' },
  { what: '匿名 ID', names: ['anonymousId', 'nn_anonymous_id'], why: '在未登录时区分同一浏览器的访问，用于统计与活动防刷', where: '浏览器本地存储；随活动请求与统计事件发送' },
  { what: '设备 ID', names: ['deviceId', 'nn_device_id'], why: '识别同一设备参与活动的次数，防止刷奖与作弊', where: '浏览器本地存储；随活动请求发送' },
  { what: '来源渠道', names: ['from', 'sourceChannel', 'registerCanal', 'channel'], why: '统计推广渠道效果、结算渠道分成', where: '浏览器会话存储；随请求与统计事件发送' },
  { what: '访问来源事件', names: ['session_referrer', 'referrer', 'landing_page', 'nn_session_referrer_sent'], why: '每次浏览会话记录一次来源网址与着陆页（各截取 200 字符）', where: '统计事件' },
  { what: '下载事件', names: ['download', 'download_edge', 'package_channel', 'position', 'platform'], why: '统计客户端下载量、下载按钮位置与安装包渠道', where: '统计事件' },
  { what: '登录方式事件', names: ['click_register', 'register_method'], why: '统计验证码登录（新手机号首次登录即注册）的使用量', where: '统计事件' },
  { what: '会员购买事件', names: ['buy_esport_vip', 'payment_amount', 'is_success'], why: '统计会员购买金额与成功率（不含订单号与账号）', where: '统计事件' },
  { what: '统计 SDK 自动采集的信息', names: ['$url', '$title', '$referrer', 'sensorsdata2015jssdkcross'], why: '页面地址与标题、来源页、浏览器与操作系统类型、屏幕尺寸、事件时间；SDK 以 Cookie 保存其匿名 ID', where: '统计事件；Cookie 与浏览器本地存储' },
  { what: '订单信息', names: ['orderNo', 'goodsId', 'payMode', 'targetAccount'], why: '创建和支付会员、N币订单，查询到账状态，售后与对账', where: '订单服务（服务端）' },
  { what: '抽奖与邀请记录', names: ['luckDraw', 'inviteCode'], why: '发放抽奖次数、记录中奖结果、统计邀请好友', where: '活动服务（服务端）' },
  { what: '中奖者收货信息', names: ['cneeName', 'cneeMobile', 'cneeAddr', 'cneeAddrDetail'], why: '寄送实物奖品（收货人姓名、手机号、所在地区、详细地址）', where: '活动服务（服务端）' },
  { what: '评论', names: ['content', 'praise'], why: '发布和展示评论（评论内容、昵称与头像公开可见）、点赞', where: '内容服务（服务端）' },
  { what: '帮助中心搜索记录', names: ['helpSearchHistory'], why: '在搜索框下显示最近 10 条搜索词，只保存在您的浏览器中，不上传', where: '浏览器本地存储' },
  { what: '演示环境标记', names: ['nn:sandbox'], why: '演示环境下记住本次会话已提示过“演示环境”，只含是或否，不含个人信息', where: '浏览器会话存储' },
  { what: '页面加载恢复标记', names: ['nn:chunk-reload-at'], why: '网站更新后自动刷新一次页面，只含时间，不含个人信息', where: '浏览器会话存储' },
  { what: '网络日志', names: ['X-Forwarded-For', 'User-Agent'], why: 'IP 地址、浏览器标识、访问时间与地址，用于安全防护、故障排查与限流', where: '网站服务器日志' },
];

const COLUMNS = ['信息', '代码中的名称', '用途', '存放位置'] as const;

/** 附录：个人信息收集清单. */
export function PrivacyInventory() {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className="nn-visually-hidden">个人信息收集清单</caption>
        <ColumnHeads columns={COLUMNS} />
        <tbody>
          {ROWS.map((r) => (
            <tr key={r.what}>
              <th scope="row">{r.what}</th>
              <td>
                {r.names.map((n) => (
                  <code key={n}>{n}</code>
                ))}
              </td>
              <td>{r.why}</td>
              <td>{r.where}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
