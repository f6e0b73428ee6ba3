/** User info of SPEC §3, kept in localStorage `userInfo` and mirrored to the AuthToken cookie (stores/user-store). */
export interface UserInfo {
  token: string;
  nickName: string;
  nnNumber: string;
  /** Avatar URL. */
  userUrlNn: string;
}
