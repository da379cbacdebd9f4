export { Countdown, type CountdownProps } from './countdown';
export { getNow, subscribeNow, tickerListenerCount, useNow, useNowSelector, TICK_MS } from './ticker';
