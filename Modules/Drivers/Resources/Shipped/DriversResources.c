/* Intentionally empty: the DriversResources target exists for its resources, usda-foods.sqlite
   and empty-history.sqlite (see Package.swift). */
