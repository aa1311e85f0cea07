/* Intentionally empty: the DriversResources target exists for its resource, usda-foods.sqlite
   (see Package.swift). */
