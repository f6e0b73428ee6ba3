import { createContext, useContext } from 'react';

/**
 * True while a closed dialog fades out (the modal host keeps it mounted for the fade). It is gone
 * for the visitor at close: work it started — a payment poll, a timer — stops then, not after the
 * fade.
 */
export const DialogLeavingContext = createContext(false);

export function useDialogLeaving(): boolean {
  return useContext(DialogLeavingContext);
}
