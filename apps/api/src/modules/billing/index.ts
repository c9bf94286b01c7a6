export { billingModule } from './billing.module';
export { NO_SMS_CREDITS_MESSAGE, type SmsCredits } from './sms-credits';
