-- Offers in the cart (issue 55): a coupon the shop lists to every shopper under the cart's code
-- field. Off for every coupon there is, so the cart lists none until the shop chooses.
ALTER TABLE "coupons" ADD COLUMN "show_in_cart" boolean DEFAULT false NOT NULL;