-- A product's live figures, as the catalogue cache writes them into the answers it keeps (see
-- catalogue-cache.ts): its live variants' stock by variant id, and its rating's count and sum (null
-- without reviews). The change log's look calls it for each product whose change was to those alone.
-- STABLE, so it reads the look's own snapshot; PL/pgSQL, so its queries are planned once per session
-- and the look, which every catalogue read runs, costs no more to plan than without it.
CREATE FUNCTION catalogue_live_figures(of_product uuid) RETURNS json LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN json_build_array(
    (SELECT json_object_agg(v.id, v.stock) FROM product_variants v
     WHERE v.product_id = of_product AND v.archived_at IS NULL),
    (SELECT json_build_array(r.rating_count, r.rating_sum) FROM product_ratings r
     WHERE r.product_id = of_product));
END $$;
