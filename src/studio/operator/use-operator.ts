// The signed-in operator as React state (this tab's session storage).
import { useSyncExternalStore } from 'react';
import { readSession, subscribeSession } from './session';

export const useOperatorSession = () => useSyncExternalStore(subscribeSession, readSession);
