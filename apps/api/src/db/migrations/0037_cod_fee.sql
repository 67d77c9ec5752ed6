-- The COD fee (issue 54): the shop's setting (rupees, 0 by default, when cash-on-delivery orders cost
-- what they always did) and each order's fee as it stood when placed (0 for online payment).
ALTER TABLE "shop_settings" ADD COLUMN "cod_fee" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_fee" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_cod_fee_check" CHECK ("shop_settings"."cod_fee" between 0 and 1000);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cod_fee_check" CHECK ("orders"."cod_fee" >= 0);--> statement-breakpoint
-- place_order (migrations 0032 and 0034, whose draft rule is kept) adds the shop's COD fee to a
-- cash-on-delivery order's total and keeps it on the order, read in the same statement; the open
-- COD value a customer may hold counts it too, as the courier collects it with the goods.
CREATE OR REPLACE FUNCTION place_order(given jsonb) RETURNS json LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  buyer uuid := (given->>'userId')::uuid;
  by_cod boolean := NOT (given->>'online')::boolean;
  placed_at timestamptz := (given->>'now')::timestamptz;
  outcome json;
BEGIN
  PERFORM 1 FROM users WHERE id = buyer FOR UPDATE;

  -- The variants are looked up by `id = any(array(...))`, which the planner always reads as a few
  -- index lookups. Joined to `wanted` instead, it trusted jsonb_to_recordset's fixed guess of a
  -- hundred lines and, on a catalogue of about ten thousand variants, read every variant twice per order.
  WITH wanted AS (
    SELECT * FROM jsonb_to_recordset(given->'wanted')
      AS w(variant_id uuid, quantity int, product_id uuid, product_name text, color text, size text)
  ), locked AS (
    SELECT v.id, v.stock, v.archived_at IS NULL AND p.archived_at IS NULL AND p.status = 'ACTIVE' AS live,
      coalesce(v.discount_price, v.original_price) AS price
    FROM product_variants v JOIN products p ON p.id = v.product_id
    WHERE v.id = any(array(SELECT variant_id FROM wanted))
    ORDER BY v.id
    FOR UPDATE OF v
  ), fee AS (
    -- The shop's COD fee, read in the statement that writes it into the order (its total and its
    -- own column), so a fee changed meanwhile applies whole or not at all. Online payment pays none.
    SELECT coalesce((SELECT s.cod_fee FROM shop_settings s WHERE s.id = 1 AND by_cod), 0) AS amount
  ), open_cod AS (
    -- orders_open_cod_idx's own filter, so only the open COD orders are read.
    SELECT count(*)::int AS orders, coalesce(sum(o.order_total), 0) AS value FROM orders o
    WHERE by_cod AND o.user_id = buyer AND o.payment_method = 'COD'
      AND o.delivery_status IN ('PENDING', 'SHIPPED')
  ), cod_refused AS (
    SELECT open_cod.orders
    FROM open_cod, fee,
      (SELECT coalesce(sum(l.price * w.quantity), 0) AS value FROM wanted w JOIN locked l ON l.id = w.variant_id) cart
    WHERE by_cod AND (open_cod.orders >= (given->>'codMaxOpenOrders')::int
      OR open_cod.value + cart.value + fee.amount > (given->>'codMaxOpenValue')::numeric)
  ), unpaid AS (
    -- orders_unpaid_online_idx's own filter, so only the customer's waiting online orders are read.
    SELECT o.id FROM orders o
    WHERE NOT by_cod AND o.user_id = buyer AND o.payment_method = 'ONLINE_PAYMENT'
      AND o.payment_status = 'PENDING' AND o.delivery_status IN ('PENDING', 'SHIPPED')
  ), unpaid_refused AS (
    SELECT count(*)::int AS orders FROM unpaid
    HAVING NOT by_cod AND count(*) >= (given->>'onlineMaxUnpaidOrders')::int
  ), held_refused AS (
    -- Only a variant the waiting orders already hold: one order alone is bounded by the units per line.
    SELECT i.product_variant_id AS variant_id, sum(i.quantity)::int AS units
    FROM order_items i JOIN wanted w ON w.variant_id = i.product_variant_id
    WHERE i.order_id = any(array(SELECT id FROM unpaid))
    GROUP BY i.product_variant_id, w.quantity
    HAVING sum(i.quantity) + w.quantity > (given->>'onlineMaxHeldUnits')::int
    ORDER BY i.product_variant_id
    LIMIT 1
  ), cart_emptied AS (
    -- The same cart sent twice at once: the customer's lock held this one until the first committed.
    SELECT 1 WHERE by_cod AND NOT EXISTS (
      SELECT 1 FROM cart_items ci JOIN carts c ON c.id = ci.cart_id WHERE c.user_id = buyer)
  ), short AS (
    SELECT w.variant_id FROM wanted w LEFT JOIN locked l ON l.id = w.variant_id
    WHERE l.id IS NULL OR NOT l.live OR l.stock < w.quantity
    ORDER BY w.variant_id
    LIMIT 1
  ), taken AS (
    UPDATE product_variants v SET stock = v.stock - w.quantity, updated_at = placed_at
    FROM wanted w
    WHERE v.id = any(array(SELECT variant_id FROM wanted)) AND v.id = w.variant_id
      AND NOT EXISTS (SELECT 1 FROM short) AND NOT EXISTS (SELECT 1 FROM cod_refused)
      AND NOT EXISTS (SELECT 1 FROM cart_emptied) AND NOT EXISTS (SELECT 1 FROM unpaid_refused)
      AND NOT EXISTS (SELECT 1 FROM held_refused)
    RETURNING v.id
  ), priced AS (
    -- The prices read under the lock, which is held until the order commits.
    SELECT w.*, l.price FROM wanted w JOIN taken ON taken.id = w.variant_id JOIN locked l ON l.id = w.variant_id
  ), placed AS (
    INSERT INTO orders (id, user_id, order_date, order_total, payment_method, merchant_transaction_id,
      idempotency_key, source_address_id, full_name, phone, address_line1, address_line2, city, state,
      postal_code, cod_confirmation, cod_confirm_by, cod_fee)
    SELECT (given->>'orderId')::uuid, buyer, placed_at, sum(price * quantity) + (SELECT amount FROM fee),
      given->>'paymentMethod', (given->>'merchantTransactionId')::uuid, given->>'idempotencyKey',
      (given->>'addressId')::uuid, given->>'fullName', given->>'phone', given->>'addressLine1',
      given->>'addressLine2', given->>'city', given->>'state', given->>'postalCode',
      CASE WHEN given->>'codConfirmBy' IS NOT NULL THEN 'AWAITING' END, (given->>'codConfirmBy')::timestamptz,
      (SELECT amount FROM fee)
    FROM priced
    HAVING count(*) > 0
    RETURNING *
  ), lines AS (
    INSERT INTO order_items (order_id, product_id, product_variant_id, product_name, color, size,
      quantity, price_at_purchase)
    SELECT placed.id, priced.product_id, priced.variant_id, priced.product_name, priced.color,
      priced.size, priced.quantity, priced.price
    FROM priced, placed
    RETURNING *
  ), placed_status AS (
    INSERT INTO order_status_history (order_id, status, at)
    SELECT placed.id, placed.delivery_status, placed_at FROM placed
  ), payment AS (
    INSERT INTO payments (id, order_id, provider, amount, expires_at)
    SELECT placed.merchant_transaction_id, placed.id, given->>'provider', placed.order_total,
      (given->>'expiresAt')::timestamptz
    FROM placed WHERE NOT by_cod
  ), emptied AS (
    -- Online payment keeps the cart until it is paid.
    DELETE FROM cart_items
    WHERE by_cod AND EXISTS (SELECT 1 FROM placed)
      AND cart_id IN (SELECT id FROM carts WHERE user_id = buyer)
  )
  SELECT json_build_object(
    'shortVariantId', (SELECT variant_id FROM short),
    'openCodOrders', (SELECT orders FROM cod_refused),
    'unpaidOnlineOrders', (SELECT orders FROM unpaid_refused),
    'heldVariantId', (SELECT variant_id FROM held_refused), 'heldUnits', (SELECT units FROM held_refused),
    'cartEmptied', EXISTS (SELECT 1 FROM cart_emptied),
    'id', placed.id, 'orderTotal', placed.order_total::text,
    'deliveryStatus', placed.delivery_status, 'paymentMethod', placed.payment_method,
    'paymentStatus', placed.payment_status, 'merchantTransactionId', placed.merchant_transaction_id,
    'discount', placed.discount::text, 'couponCode', placed.coupon_code, 'codFee', placed.cod_fee::text,
    'sourceAddressId', placed.source_address_id, 'fullName', placed.full_name, 'phone', placed.phone,
    'addressLine1', placed.address_line1, 'addressLine2', placed.address_line2, 'city', placed.city,
    'state', placed.state, 'postalCode', placed.postal_code, 'codConfirmation', placed.cod_confirmation,
    'lines', (SELECT json_agg(json_build_object('id', l.id, 'orderId', l.order_id, 'productId', l.product_id,
        'productVariantId', l.product_variant_id, 'productName', l.product_name, 'color', l.color,
        'size', l.size, 'quantity', l.quantity, 'priceAtPurchase', l.price_at_purchase::text,
        'discount', l.discount::text)
        ORDER BY l.product_name, l.id)
      FROM lines l))
  INTO outcome
  FROM (SELECT 1) AS statement LEFT JOIN placed ON true;
  RETURN outcome;
END $$;
