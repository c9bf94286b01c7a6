export { reviewDisputesModule } from './review-disputes.module';
