// Voucher island: copies the code and applies it to the basket.
import { Voucher } from '../../shared/components/blocks/Voucher';
import { defineIsland } from '../hydrate';

export default defineIsland('voucher', Voucher);
