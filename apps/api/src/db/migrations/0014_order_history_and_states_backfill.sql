-- Orders placed before the timeline existed get their current status as their one entry, dated
-- when the order last changed (the best record there is of when it took that status).
INSERT INTO order_status_history (order_id, status, at)
SELECT id, delivery_status, updated_at FROM orders;
--> statement-breakpoint
-- States typed freely before the list existed are written as the list writes them when they only
-- differ in case or spaces ("karnataka ", "TAMIL NADU"), so those addresses and orders need nothing
-- more. Others stay as typed: checkout asks for a state from the list the next time one is used.
CREATE TEMPORARY TABLE indian_state_names (name text PRIMARY KEY);
--> statement-breakpoint
INSERT INTO indian_state_names (name) VALUES
  ('Andaman and Nicobar Islands'),
  ('Andhra Pradesh'),
  ('Arunachal Pradesh'),
  ('Assam'),
  ('Bihar'),
  ('Chandigarh'),
  ('Chhattisgarh'),
  ('Dadra and Nagar Haveli and Daman and Diu'),
  ('Delhi'),
  ('Goa'),
  ('Gujarat'),
  ('Haryana'),
  ('Himachal Pradesh'),
  ('Jammu and Kashmir'),
  ('Jharkhand'),
  ('Karnataka'),
  ('Kerala'),
  ('Ladakh'),
  ('Lakshadweep'),
  ('Madhya Pradesh'),
  ('Maharashtra'),
  ('Manipur'),
  ('Meghalaya'),
  ('Mizoram'),
  ('Nagaland'),
  ('Odisha'),
  ('Puducherry'),
  ('Punjab'),
  ('Rajasthan'),
  ('Sikkim'),
  ('Tamil Nadu'),
  ('Telangana'),
  ('Tripura'),
  ('Uttar Pradesh'),
  ('Uttarakhand'),
  ('West Bengal');
--> statement-breakpoint
UPDATE addresses a SET state = s.name
FROM indian_state_names s
WHERE lower(regexp_replace(trim(a.state), '\s+', ' ', 'g')) = lower(s.name) AND a.state <> s.name;
--> statement-breakpoint
UPDATE orders o SET state = s.name
FROM indian_state_names s
WHERE lower(regexp_replace(trim(o.state), '\s+', ' ', 'g')) = lower(s.name) AND o.state <> s.name;
--> statement-breakpoint
DROP TABLE indian_state_names;
