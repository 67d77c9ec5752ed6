-- Places an order in one call: write-order.ts sends `select place_order($1)` with the order as JSON
-- and gets back what it wrote, or why nothing was written.
--
-- For cash on delivery the customer is locked first, so that the statement, which checks the shop's
-- allowance of open COD orders per account, reads any order of theirs placed at the same moment:
-- parallel orders cannot all pass. The lock must come before the statement, not inside it, because a
-- statement reads what was committed before it began, not what was committed while it waited for a
-- lock; in a PL/pgSQL function each statement begins after the one before. Sent from the server as a
-- lock and then the statement in a transaction, that was four round trips, with the variants locked
-- until the last (COMMIT) came back; here it is one, and the order commits when the call returns.
-- PL/pgSQL plans the statement once per connection, as a named statement was.
--
-- The statement: lock the variants (in id order, as every stock change does, so two orders never
-- deadlock), and only if every line's live variant has the units (and, for cash on delivery, the
-- customer's open COD orders with this one stay within the allowance, and the cart has not been
-- emptied by an order of it placed meanwhile), take them, price the lines at the prices read under
-- that lock, write the order, its lines, its first status (PENDING, the start of its timeline) and its
-- payment (online) or empty the cart (cash on delivery).
CREATE FUNCTION place_order(given jsonb) RETURNS json LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  buyer uuid := (given->>'userId')::uuid;
  by_cod boolean := NOT (given->>'online')::boolean;
  placed_at timestamptz := (given->>'now')::timestamptz;
  outcome json;
BEGIN
  IF by_cod THEN
    PERFORM 1 FROM users WHERE id = buyer FOR UPDATE;
  END IF;

  -- The variants are looked up by `id = any(array(...))`, which the planner always reads as a few
  -- index lookups. Joined to `wanted` instead, it trusted jsonb_to_recordset's fixed guess of a
  -- hundred lines and, on a catalogue of about ten thousand variants, read every variant twice per order.
  WITH wanted AS (
    SELECT * FROM jsonb_to_recordset(given->'wanted')
      AS w(variant_id uuid, quantity int, product_id uuid, product_name text, color text, size text)
  ), locked AS (
    SELECT v.id, v.stock, v.archived_at IS NULL AND p.archived_at IS NULL AS live,
      coalesce(v.discount_price, v.original_price) AS price
    FROM product_variants v JOIN products p ON p.id = v.product_id
    WHERE v.id = any(array(SELECT variant_id FROM wanted))
    ORDER BY v.id
    FOR UPDATE OF v
  ), open_cod AS (
    -- orders_open_cod_idx's own filter, so only the open COD orders are read.
    SELECT count(*)::int AS orders, coalesce(sum(o.order_total), 0) AS value FROM orders o
    WHERE by_cod AND o.user_id = buyer AND o.payment_method = 'COD'
      AND o.delivery_status IN ('PENDING', 'SHIPPED')
  ), cod_refused AS (
    SELECT open_cod.orders
    FROM open_cod,
      (SELECT coalesce(sum(l.price * w.quantity), 0) AS value FROM wanted w JOIN locked l ON l.id = w.variant_id) cart
    WHERE by_cod AND (open_cod.orders >= (given->>'codMaxOpenOrders')::int
      OR open_cod.value + cart.value > (given->>'codMaxOpenValue')::numeric)
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
      AND NOT EXISTS (SELECT 1 FROM cart_emptied)
    RETURNING v.id
  ), priced AS (
    -- The prices read under the lock, which is held until the order commits.
    SELECT w.*, l.price FROM wanted w JOIN taken ON taken.id = w.variant_id JOIN locked l ON l.id = w.variant_id
  ), placed AS (
    INSERT INTO orders (id, user_id, order_date, order_total, payment_method, merchant_transaction_id,
      idempotency_key, source_address_id, full_name, phone, address_line1, address_line2, city, state,
      postal_code)
    SELECT (given->>'orderId')::uuid, buyer, placed_at, sum(price * quantity),
      given->>'paymentMethod', (given->>'merchantTransactionId')::uuid, given->>'idempotencyKey',
      (given->>'addressId')::uuid, given->>'fullName', given->>'phone', given->>'addressLine1',
      given->>'addressLine2', given->>'city', given->>'state', given->>'postalCode'
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
    'cartEmptied', EXISTS (SELECT 1 FROM cart_emptied),
    'id', placed.id, 'orderTotal', placed.order_total::text,
    'deliveryStatus', placed.delivery_status, 'paymentMethod', placed.payment_method,
    'paymentStatus', placed.payment_status, 'merchantTransactionId', placed.merchant_transaction_id,
    'discount', placed.discount::text, 'couponCode', placed.coupon_code,
    'sourceAddressId', placed.source_address_id, 'fullName', placed.full_name, 'phone', placed.phone,
    'addressLine1', placed.address_line1, 'addressLine2', placed.address_line2, 'city', placed.city,
    'state', placed.state, 'postalCode', placed.postal_code,
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
