-- Kept shopper pages (modules/catalogue/pages) are drawn from more than the catalogue: the shop's
-- company details and rules, its legal pages and each product's reviews. Their changes go into the
-- same catalogue_changes log, so a page is dropped in every process by the change that alters it.
-- Company details, rules and legal pages show on every page, and change rarely: "everything".
CREATE TRIGGER company_details_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON company_details
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed_everything();
--> statement-breakpoint
CREATE TRIGGER legal_pages_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON legal_pages
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed_everything();
--> statement-breakpoint
CREATE TRIGGER shop_settings_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON shop_settings
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed_everything();
--> statement-breakpoint
-- A review shows on its product's page alone, as its rating does (0016): logged for that product,
-- stock_only, so that kept answers write in the product's figures and keep the rest.
CREATE TRIGGER reviews_inserted AFTER INSERT ON reviews
  REFERENCING NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION product_ratings_inserted();
--> statement-breakpoint
CREATE TRIGGER reviews_updated AFTER UPDATE ON reviews
  REFERENCING NEW TABLE AS changed_new OLD TABLE AS changed_old
  FOR EACH STATEMENT EXECUTE FUNCTION product_ratings_changed();
--> statement-breakpoint
CREATE TRIGGER reviews_deleted AFTER DELETE ON reviews
  REFERENCING OLD TABLE AS changed_old FOR EACH STATEMENT EXECUTE FUNCTION product_ratings_deleted();
