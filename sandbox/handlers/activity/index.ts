import { channelHandlers } from './channel';
import { esportHandlers } from './esport';
import { giftHandlers } from './gift';
import { leigodHandlers } from './leigod';
import { midAutumnHandlers } from './mid-autumn';
import { national21Handlers } from './national21';
import { popuHandlers } from './popu';
import { userPowerHandlers } from './user-power';
import { recordingHandlers } from '../../model/request-log';

/** The activity services (/activity/**) and the accelerator-activity service (/leigod/**). */
export const activityHandlers = [
  // First: record every call's headers and query for GET /__sandbox/requests, then answer it.
  ...recordingHandlers(['*/activity/*', '*/leigod/*']),
  ...giftHandlers,
  ...national21Handlers,
  ...midAutumnHandlers,
  ...userPowerHandlers,
  ...esportHandlers,
  ...popuHandlers,
  ...channelHandlers,
  ...leigodHandlers,
];
