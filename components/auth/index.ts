/**
 * The auth domain's light entry, used by the header on every page: no dialog code and no antd
 * here (the dialog is loaded by the modal host through next/dynamic).
 */
export { useLogout } from './use-logout';
export { useAuthSync, syncAuthWithCookie } from './use-auth-sync';
export { LOGGED_IN_EVENT, type LoggedInEvent } from './login-events';
export { readRememberedAccount, rememberAccount, REMEMBER_ACCOUNT_KEY } from './remember-account';
export { openLogin, requireLogin } from './open-login';
export { authDialogs } from './dialogs';
