import { Input } from 'antd';
import type { ReactNode } from 'react';
import { ADDRESS_LIMITS } from '@/lib/activity';
import { RegionCascader } from './region-cascader';
import { phoneInput, type AddressField, type AddressFormState } from './use-address-form';
import styles from './dialogs.module.css';

function Row({ id, label, error, children, group = false }: { id: string; label: string; error?: string; children: ReactNode; group?: boolean }) {
  return (
    <div className={styles.formRow}>
      <label id={`${id}-label`} htmlFor={group ? `${id}-province` : id} className={styles.formLabel}>
        <span aria-hidden="true" className={styles.required}>*</span>
        {label}
      </label>
      <div className={styles.formControl}>
        {children}
        <p id={`${id}-error`} className={styles.fieldError} role={error ? 'alert' : undefined}>
          {error ?? ''}
        </p>
      </div>
    </div>
  );
}

/**
 * The shipping form of both flows (SPEC §5): name, phone (+86 fixed, digits only, ≤ 11), region
 * cascader, detailed address. Errors show on blur; the dialog validates again on confirm.
 */
export function AddressForm({ form, idPrefix = 'addr' }: { form: AddressFormState; idPrefix?: string }) {
  const { values, errors, set, blur } = form;
  const id = (f: AddressField) => `${idPrefix}-${f}`;
  const aria = (f: AddressField) => ({ 'aria-invalid': !!errors[f], 'aria-describedby': `${id(f)}-error` });
  return (
    <div className={styles.form}>
      <Row id={id('name')} label="姓名" error={errors.name}>
        <Input id={id('name')} value={values.name} maxLength={ADDRESS_LIMITS.nameMax} placeholder="请输入收货人姓名" status={errors.name ? 'error' : undefined} onChange={(e) => set('name', e.target.value)} onBlur={() => blur('name')} {...aria('name')} />
      </Row>
      <Row id={id('phone')} label="手机号" error={errors.phone}>
        <Input id={id('phone')} value={values.phone} prefix="+86" inputMode="numeric" maxLength={11} placeholder="请输入11位手机号" status={errors.phone ? 'error' : undefined} onChange={(e) => set('phone', phoneInput(e.target.value))} onBlur={() => blur('phone')} {...aria('phone')} />
      </Row>
      <Row id={id('region')} label="所在区域" error={errors.region} group>
        <RegionCascader id={id('region')} value={values.region.codes} invalid={!!errors.region} describedBy={`${id('region')}-error`} onChange={(r) => set('region', r)} onBlur={() => blur('region')} />
      </Row>
      <Row id={id('detail')} label="详细地址" error={errors.detail}>
        <Input.TextArea id={id('detail')} value={values.detail} rows={3} placeholder="街道、门牌号等" status={errors.detail ? 'error' : undefined} onChange={(e) => set('detail', e.target.value)} onBlur={() => blur('detail')} {...aria('detail')} />
      </Row>
    </div>
  );
}
