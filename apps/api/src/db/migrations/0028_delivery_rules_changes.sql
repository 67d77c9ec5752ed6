-- The delivery rules are kept in memory beside the company details they are read with
-- (CatalogueReads.shopFacts): a change to them is logged as "everything", as company details'
-- is (0026), so every process reads them again at its next look.
CREATE TRIGGER delivery_rules_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON delivery_rules
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed_everything();
