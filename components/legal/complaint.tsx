import Link from '@/components/ui/link';
import { SITE } from '@/lib/site';
import { LegalDoc, type DocSection } from './legal-doc';
import { LEGAL_PAGES } from '@/lib/legal-pages';

const SECTIONS: readonly DocSection[] = [
  {
    id: 'scope',
    heading: '受理范围',
    body: (
      <ul>
        <li>服务问题：加速效果、会员或 N币未到账、订单扣款异常、奖品未发放或发错。</li>
        <li>内容举报：评论或页面中的违法和不良信息、诈骗、外挂与账号交易广告。</li>
        <li>侵权通知：认为网站内容侵犯了您的著作权、商标权、名誉权或隐私等合法权益。</li>
        <li>个人信息：对我们处理您个人信息的方式有异议（也可直接按《隐私政策》行使权利）。</li>
        <li>对客服人员服务态度、处理结果的投诉，以及产品改进建议。</li>
      </ul>
    ),
  },
  {
    id: 'channels',
    heading: '提交方式',
    body: (
      <p>
        投诉邮箱：<a href={`mailto:${SITE.complaintEmail}`}>{SITE.complaintEmail}</a>
        <br />
        投诉电话：{SITE.phone}（{SITE.serviceHours}）
        <br />
        在线客服：页面右下角的“在线客服”按钮，或<Link href="/nn-user/zc">联系客服</Link>页面。
      </p>
    ),
  },
  {
    id: 'materials',
    heading: '请提供的材料',
    body: (
      <ul>
        <li>您的联系方式；涉及账号或订单的，提供注册手机号后四位、NN号或订单号。</li>
        <li>问题发生的时间、页面地址或截图。</li>
        <li>侵权通知还需提供：权利人身份证明、权属证明、侵权内容的准确链接，以及初步证明侵权的材料（依《中华人民共和国民法典》第一千一百九十五条）。</li>
      </ul>
    ),
  },
  {
    id: 'process',
    heading: '处理时限',
    body: (
      <p>
        我们在收到投诉后 1 个工作日内确认受理，一般在 15 个工作日内处理完毕并告知结果。侵权通知经初步核实后，我们会及时对相关内容采取删除、屏蔽等必要措施，
        并将通知转送发布者；发布者提交不存在侵权的声明的，我们会转送给您。
      </p>
    ),
  },
  {
    id: 'escalate',
    heading: '其他途径',
    body: (
      <p>
        对处理结果不满意的，您还可以通过全国 12315 平台向市场监管部门投诉，或向中国互联网违法和不良信息举报中心（举报电话 12377，网址 www.12377.cn）举报违法和不良信息。
      </p>
    ),
  },
];

/** 投诉建议: what is handled, how to file, what to include, how long, where else to go. */
export function Complaint() {
  return (
    <LegalDoc
      title="投诉建议"
      updated={LEGAL_PAGES.complaint.updated}
      intro={<p>我们重视每一条投诉与建议。无论是订单、奖品还是网站上的违规内容，都可以通过以下方式告诉我们。</p>}
      sections={SECTIONS}
    />
  );
}
