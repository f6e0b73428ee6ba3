export { CommentSection } from './comment-section';
export { CommentBox, OVER_LIMIT_MESSAGE, SEND_THROTTLE_MS } from './comment-box';
export { CommentList } from './comment-list';
export { CommentText } from './comment-text';
export { EmojiPicker } from './emoji-picker';
export { useComments, COMMENT_PAGE_SIZE } from './use-comments';
