/// General knowledge about how people name foods and how USDA names them.
///
/// Everything here is about the language, not about particular meals: common food words that
/// USDA spells differently, dishes whose names contain "and", cooking words and the USDA
/// words they correspond to, and which USDA name words carry no meaning for matching.
enum FoodVocabulary {
  /// Everyday words and the words USDA uses for the same food (written space-separated).
  /// Longer phrases win; the original words are still used to pick household measures
  /// ("penne" → "cup penne").
  static let synonyms: Synonyms = [
    "toast": "bread toasted",
    // Hong Kong, Singapore, Australia and the Middle East by their own names: "2 youtiao" had
    // been yautia (a root), "a mug of milo" milk, "4 joe-joe's" sloppy joes, "a 50g Cadbury
    // Dairy Milk" oat milk, "2 pints of tiger" a Tiger's Milk bar (946 g).
    "youtiao": "pastry flour water fried", "egg tart": "pie egg custard",
    "egg tarts": "pie egg custard", "egg custard tart": "pie egg custard",
    "egg custard tarts": "pie egg custard", "milo": "milk malted",
    "joe joes": "cookie chocolate sandwich", "cadbury dairy milk": "candies milk chocolate",
    "tiger": "beer", "tiger shrimp": "shrimp", "tiger prawns": "shrimp", "tiger prawn": "shrimp",
    "meat pie": "pot pie beef", "meat pies": "pot pie beef", "beetroot": "beets",
    "taameya": "falafel", "sutlac": "pudding rice",
    // The Caribbean, the Philippines and Korea: "3 carib (12oz)" had been carob flour, "a
    // 1 liter bottle of Red Horse" horse meat, "black cake" any cake, "macaroni pie" a pie,
    // "2 buss up shut" and "1 large dhalpuri" no food.
    "carib": "beer", "red stripe": "beer", "red stripes": "beer",
    "red horse": "beer higher alcohol", "rum punch": "fruit punch alcoholic",
    "rum punches": "fruit punch alcoholic", "black cake": "cake fruit cake",
    "macaroni pie": "macaroni noodles cheese egg", "bussup shut": "bread paratha",
    "dhalpuri": "roti", "kamote": "sweet potato", "tokwa": "tofu",
    "siomai": "wonton dumpling pot sticker", "calamares": "calamari",
    // East Africa, Vietnam and China: "2 mantou" had been no food, "3 little cups of buna"
    // bao buns, "sukuma wiki fried in oil" a third of a litre of oil, "6 oz sirloin tibs"
    // cowpea tips, "large tai chin" a Mai Tai, "8 fried tofu puffs" puffed cereal.
    "mantou": "bao bun no meat", "baozi": "bao bun", "banh bao": "bao bun",
    "banh bao chay": "bao bun no meat",
    "har gow": "wonton dumpling pot sticker steamed", "tofu puffs": "tofu fried",
    "tofu puff": "tofu fried", "misir wat": "lentils from dried fat added",
    "misir": "lentils from dried fat added", "gomen": "collards cooked",
    "sukuma wiki": "collards", "sukuma": "collards", "tai chin": "pho",
    "sugarcane juice": "sugar cane beverage", "sugar cane juice": "sugar cane beverage",
    "suon": "pork ribs", "ca ri ga": "chicken curry", "flatbrod": "crackers flatbread",
    "tusker": "beer", "tuskers": "beer", "buna": "coffee brewed", "shaah": "tea",
    "tibs": "beef", "melba rounds": "crackers melba toast", "melba round": "crackers melba toast",
    "butter beans": "lima beans", "wanton": "wonton", "oolong": "tea oolong",
    // Dominican and bar names: "a cup of mangu" had been mangoes, "arroz amarillo" armadillo,
    // "vodka cran" no food.
    "mangu": "plantain cooked", "arroz amarillo": "yellow rice cooked",
    "vodka cran": "cape cod", "queso frito": "puerto rican white cheese",
    "queso blanco frito": "puerto rican white cheese",
    "vodka cranberry": "cape cod", "vodka crans": "cape cod",
    "galbi ribs": "beef shortribs", "pork galbi": "pork ribs",
    "pork galbi ribs": "pork ribs", "milk duds": "chocolate candy caramel filled",
    "french toast": "french toast",
    "fries": "potato french fries",
    "french fries": "potato french fries",
    "chips": "potato chips",
    "hash brown": "potato hash brown",
    "hash browns": "potato hash brown",
    "hashbrowns": "potato hash brown", "hashbrown": "potato hash brown",
    "mashed potato": "potato mashed",
    "mashed potatoes": "potato mashed",
    "baked potato": "potato baked",
    "mayo": "mayonnaise",
    // A blended iced coffee is FNDDS's "Frozen coffee drink", whatever the chain calls it.
    "frappuccino": "frozen coffee drink",
    // Tim Hortons' frozen coffee (had been carp).
    "iced capp": "frozen coffee drink", "iced capps": "frozen coffee drink",
    // Filipino, Hawaiian and West African names, as FNDDS has the foods (they had been no
    // food, breakfast cereal puffs, or the dish's meat alone).
    "lumpia": "egg roll with beef pork", "lumpia shanghai": "egg roll with beef pork",
    "pancit": "lo mein", "pancit canton": "lo mein", "lechon": "pork roast",
    "lechon kawali": "pork belly", "malasada": "doughnut yeast type",
    "malasadas": "doughnut yeast type", "manapua": "bao bun", "puff puff": "doughnut holes",
    "thieboudienne": "fish and rice with tomato based sauce",
    "vine leaves": "grape leaves",
    "hawaiian sweet rolls": "roll sweet no frosting",
    "hawaiian sweet roll": "roll sweet no frosting",
    "hawaiian rolls": "roll sweet no frosting", "hawaiian roll": "roll sweet no frosting",
    "waakye": "beans and white rice", "kelewele": "plantain cooked with oil",
    "fanta": "beverages carbonated orange", "orange fanta": "beverages carbonated orange",
    "lilikoi": "passion fruit", "laban": "buttermilk",
    // Said by runners, Midwesterners, Mexican and Nordic home cooks and teenagers (they had
    // been a Mai Tai, no food, raw lemons, salad greens, "Meat, NFS", a whole potato each,
    // plain cheese, a taco salad).
    "maki": "sushi roll", "quest bar": "nutrition bar or meal replacement bar",
    "quest bars": "nutrition bar or meal replacement bar",
    "uncrustables": "peanut butter and jelly sandwich",
    "uncrustable": "peanut butter and jelly sandwich",
    "lemon bar": "cookie lemon bar", "lemon bars": "cookie lemon bar",
    "ambrosia salad": "ambrosia", "sloppy joe meat": "sloppy joe no bun",
    "potato and cheese pierogi": "pierogi", "potato and cheese pierogies": "pierogi",
    "potato and cheese perogies": "pierogi", "potato cheese pierogi": "pierogi",
    "cheese and potato pierogi": "pierogi", "cheese and potato pierogies": "pierogi",
    "brown cheese": "cheese gjetost", "brunost": "cheese gjetost", "gjetost": "cheese gjetost",
    "brezel": "pretzels soft", "brezeln": "pretzels soft",
    "kanelbulle": "roll sweet cinnamon bun", "kanelbullar": "roll sweet cinnamon bun",
    "arroz rojo": "spanish rice", "refritos": "refried beans",
    "frijoles refritos": "refried beans",
    "crunchy taco": "taco corn tortilla beef cheese",
    "crunchy tacos": "taco corn tortilla beef cheese",
    "crunchy beef taco": "taco corn tortilla beef cheese",
    "crunchy beef tacos": "taco corn tortilla beef cheese",
    "toasted oat cereal": "cereal o plain", "toasted oats": "cereal o plain",
    // The Northeast, the Southwest and Central Asia (they had been a corned beef sandwich,
    // blue cheese, Bud Light, palak paneer, no food, sriracha, grapefruit juice).
    "beef weck": "roast beef sandwich", "labatt blue": "beer", "labatt blues": "beer",
    "bud": "beer", "buds": "beer", "bud light": "bud light", "bud lights": "bud light",
    "italian ice": "italian ice", "italian ices": "italian ice",
    "water ice": "italian ice", "cider donut": "doughnut cake type plain",
    "cider donuts": "doughnut cake type plain", "qabuli palaw": "rice pilaf",
    "kabuli palaw": "rice pilaf", "kabuli pulao": "rice pilaf", "qabuli pulao": "rice pilaf",
    "plov": "rice pilaf", "palaw": "rice pilaf", "manti": "dumpling steamed",
    "pelmeni": "dumpling steamed", "biscochitos": "cookie butter or sugar",
    "biscochito": "cookie butter or sugar", "bizcochitos": "cookie butter or sugar",
    "red chile sauce": "enchilada sauce red", "red chili sauce": "enchilada sauce red",
    "coconut juice": "coconut water",
    // Plant-based brands, Portuguese, Japanese and drive-thru breakfast names (they had been
    // a veggie burger for a veggie dog, a beef hamburger, no food, monkfish, gala apples,
    // ostrich, Burger King's Whopper).
    "veggie dog": "hot dog vegetarian", "veggie dogs": "hot dog vegetarian",
    // Haitian, Italian and Pennsylvania Dutch names (they had been potatoes au gratin from a
    // dry mix, chicken liver pâté, granola, spaghetti sauce and no food).
    "macaroni au gratin": "macaroni cheese", "mac au gratin": "macaroni cheese",
    "pate kode": "empanada", "griot": "pork carnitas", "diri kole": "beans and white rice",
    "granita": "italian ice", "pizza marinara": "pizza no cheese", "cornetto": "croissant",
    "cornetti": "croissant", "fastnacht": "doughnut yeast type",
    "fastnachts": "doughnut yeast type", "guava juice": "guava nectar",
    "biscuits with gravy": "biscuit with gravy",
    "biscuit with gravy": "biscuit with gravy",
    "morningstar burger": "veggie burger", "vinho verde": "white wine",
    "pocari": "sports drink",
    "morningstar burgers": "veggie burger", "veggie sausage": "breakfast link pattie meatless",
    "morningstar sausage": "breakfast link pattie meatless",
    "chikn": "chicken meatless", "chikn nugs": "chicken meatless breaded fried",
    "chikn nuggets": "chicken meatless breaded fried",
    // "vegan" and "plant based" before a meat are "meatless" to the reader: breakfast
    // patties and links are FNDDS's meatless breakfast ones, nuggets its breaded chicken.
    "meatless patties": "breakfast link pattie meatless",
    "meatless patty": "breakfast link pattie meatless",
    "meatless links": "breakfast link pattie meatless",
    "meatless nuggets": "chicken meatless breaded fried",
    "meatless nugget": "chicken meatless breaded fried",
    "meatless chicken nuggets": "chicken meatless breaded fried",
    "tofurky": "luncheon slices meatless",
    "fishless filets": "vegetarian fillet", "fishless filet": "vegetarian fillet",
    "veggie chili": "chili vegetarian", "capn crunch": "cereal quaker crunch",
    "capn": "cereal quaker crunch",
    "galao": "coffee latte", "comleite": "coffee cafe con leche", "chourico": "chorizo",
    "bifana": "pork sandwich", "mikan": "tangerine", "onigiri": "rice white cooked",
    "cupnoodle": "soup ramen noodle dry", "hotcakes": "mcdonalds hotcakes",
    "croissanwich": "egg sandwich on croissant", "croissanwhich": "egg sandwich on croissant",
    "wakeup wrap": "egg burrito", "breakfastcrunchwrap": "egg burrito",
    "egg whitegrill": "egg white sandwich with meat",
    // FNDDS names a breakfast sandwich by its bread, the cheese in it unsaid ("bacon egg &
    // cheese biscuit" had been an egg burrito and a cheese biscuit).
    "egg and cheese biscuit": "egg sandwich on biscuit",
    "sausage egg and cheese biscuit": "sausage egg and cheese breakfast biscuit",
    "egg and cheese croissanwich": "egg sandwich on croissant",
    "egg and cheese croissanwhich": "egg sandwich on croissant",
    "egg and cheese wakeup wrap": "egg burrito",
    "glazed donut": "doughnut yeast type", "glazed donuts": "doughnut yeast type",
    "glazed doughnut": "doughnut yeast type", "glazed doughnuts": "doughnut yeast type",
    "fenway frank": "hot dog sandwich",
    "fenway franks": "hot dog sandwich",
    // "12 soft pretzel bites": the pretzel's "1 bite size/nugget", not Heath Bites.
    "pretzel bites": "pretzels soft",
    // "a 5 piece nugget": USDA names only the plural (the order had been no food).
    "nugget": "nuggets",
    // "10 pc nuggs", "nuggies": said short (had been no food).
    "nuggs": "nuggets", "nugs": "nuggets", "nuggies": "nuggets",
    // Said at seafood, pasta and donut counters (had been a bread roll, spaghetti sauce by
    // the cup, Boston lettuce and Twizzlers).
    "cali roll": "california roll", "cali rolls": "california roll",
    "rigatoni marinara": "pasta with tomato based sauce",
    "ziti marinara": "pasta with tomato based sauce",
    "pasta marinara": "pasta with tomato based sauce",
    "boston kreme": "doughnut custard filled with icing",
    "boston cream donut": "doughnut custard filled with icing",
    "pretzel twists": "pretzels hard", "trefoils": "cookie shortbread",
    // "10 pretzel sticks", "a pretzel rod": the hard snack's (a pretzel alone is soft).
    "pretzel sticks": "pretzels hard", "pretzel stick": "pretzels hard",
    "pretzel rods": "pretzels hard", "pretzel rod": "pretzels hard",
    "montepulciano": "red wine",
    // French, Spanish, German, Cuban and South Asian names (they had been no food, chocolate
    // candy, serrano peppers, Valencia peanuts, roti, chicken feet, piña colada or Cuban
    // sandwiches).
    "baguette": "bread french or vienna", "baguettes": "bread french or vienna",
    "pain au chocolat": "croissant chocolate", "pains au chocolat": "croissant chocolate",
    "jamon": "ham prosciutto", "jamon serrano": "ham prosciutto",
    "jamon iberico": "ham prosciutto", "serrano ham": "ham prosciutto",
    "paella valenciana": "paella", "cava": "wine sparkling", "crema catalana": "creme brulee",
    "entrecote": "beef steak ribeye", "haricots verts": "green beans",
    "rosti": "potato hash brown", "dunkel": "beer", "weissbier": "beer", "helles": "beer",
    "galletas cubanas": "crackers cuban", "galleta cubana": "crackers cuban",
    "cuba libre": "rum and cola", "cuba libres": "rum and cola", "colada": "coffee cuban",
    "pina colada": "pina colada", "tostada cubana": "bread cuban toasted",
    "moros": "black beans rice", "kiribath": "rice cooked with coconut milk",
    "momo": "wonton dumpling pot sticker steamed", "momos": "wonton dumpling pot sticker steamed",
    // A halal cart's or a home's chicken and rice is FNDDS's dish of them (had been fried
    // rice), and Gatorade's G2 its low-calorie drink.
    "g2": "sports drink low calorie",
    // Brands said by name (they had been cinnamon sugar, beans, Uncle Ben's rice, cheese
    // spread in a can, or no food).
    "cinnabons": "roll sweet cinnamon bun frosted", "halo top": "light ice cream",
    "ben and jerrys": "ice cream", "pedialyte": "fluid replacement electrolyte solution",
    "fosters": "beer", "khao pad": "rice fried",
    "khao pad gai": "rice fried with chicken", "butterburger": "hamburger",
    "butterburgers": "hamburger",
    "frappuccinos": "frozen coffee drink",
    "frappe": "frozen coffee drink",
    "filet mignon": "beef tenderloin", "fillet mignon": "beef tenderloin",
    "mignon": "beef tenderloin",
    "catsup": "ketchup",
    "coke": "cola",
    "pepsi": "cola",
    // The sugar-free colas are diet cola; lemon-lime sodas FNDDS files as fruit flavored.
    "coke zero": "soft drink cola diet",
    "pepsi zero": "soft drink cola diet",
    "coke zero sugar": "soft drink cola diet",
    // A gravy named for its meat is the gravy, not the meat served with gravy.
    "turkey gravy": "gravy poultry", "chicken gravy": "gravy poultry",
    // Creams counted into coffee are the little cups of half and half diners hand out. A
    // creamer is measured as they are: USDA's creamers have no household measures (a
    // borrowed "Coffee substitute" row had made "coffee with creamer" 360 g of it).
    "creams": "cream fluid half and half",
    "creamer": "cream fluid half and half",
    "creamers": "cream fluid half and half",
    // A hamburger or hot dog bun is the roll, not the sandwich it is named after; made one
    // word as typed (`phrases`), so a hot dog "on a bun" is still the sandwich.
    burgerBun: "roll hamburger bun", "hot \(hotDogBun)": "roll hot dog bun",
    hotDogBun: "roll hot dog bun",
    // Low-carb swaps are the vegetable they are made of: cauliflower rice is cauliflower,
    // zucchini noodles zucchini (not rice or pasta).
    "cauliflower rice": "cauliflower", "riced cauliflower": "cauliflower",
    "cauli rice": "cauliflower", "zucchini noodles": "squash zucchini",
    "zoodles": "squash zucchini", "zucchini spaghetti": "squash zucchini",
    // "no sugar added" (or "no added sugar") is a kind of product USDA names so.
    noSugarAdded: "no sugar added",
    // An egg biscuit is FNDDS's egg sandwich on a biscuit ("sausage egg biscuit").
    "egg biscuit": "egg sandwich biscuit", "egg biscuits": "egg sandwich biscuit",
    // A flavored creamer is USDA's flavored liquid cream substitute, not half and half.
    "vanilla creamer": "cream substitute flavored liquid",
    "french vanilla creamer": "cream substitute flavored liquid",
    "hazelnut creamer": "cream substitute flavored liquid",
    "caramel creamer": "cream substitute flavored liquid",
    "flavored creamer": "cream substitute flavored liquid",
    // English as it is written outside the US: British, Irish, Australian, New Zealand,
    // Indian and Filipino words for what USDA names in American English.
    "jacket potato": "potato baked", "jacket potatoes": "potato baked",
    "cuppa": "tea hot leaf black", "cuppas": "tea hot leaf black",
    "stubby": "beer", "stubbies": "beer",
    // Named only after "Noodles, japanese", so alone it was no food noun.
    "soba": "noodles japanese soba",
    "skinny latte": "latte nonfat", "skinny lattes": "latte nonfat",
    "fizzy drink": "soft drink", "fizzy drinks": "soft drink",
    "ice lolly": "popsicle", "ice lollies": "popsicle", "siopao": "bao bun",
    "oven chips": "potato french fries frozen baked",
    "chunky chips": "potato french fries", "chippy chips": "potato french fries",
    "kumara": "sweet potato", "kumaras": "sweet potato",
    "kheer": "pudding rice", "capsicum": "peppers sweet",
    "capsicums": "peppers sweet", "rocket": "arugula", "sultanas": "raisins golden",
    "bangers": "sausage", "banger": "sausage", "mash": "potato mashed",
    "mince": "beef ground", "mince pie": "pie mince", "mince pies": "pie mince",
    "toastie": "grilled cheese sandwich", "toasties": "grilled cheese sandwich",
    "cheese toastie": "grilled cheese sandwich", "fish fingers": "fish sticks",
    "fish finger": "fish sticks", "semi skimmed": "milk reduced fat 2",
    "semi skimmed milk": "milk reduced fat 2",
    "skimmed milk": "milk fat free skim",
    "full fat milk": "milk whole", "full cream milk": "milk whole",
    "curd": "yogurt plain", "bean curd": "soybean curd", "sweets": "candy",
    "chai": "tea hot with milk", "masala chai": "tea hot with milk",
    "crisps": "potato chips", "oven fries": "potato french fries frozen baked",
    chowFun: "chow fun noodles", "black pudding": "blood sausage",
    "fizzy lemonade": "soft drink fruit flavored caffeine free",
    "egg mayo": "egg salad", "yorkshire pudding": "popover",
    "yorkshire puddings": "popover", "kipper": "herring kippered",
    "kippers": "herring kippered", "boerewors": "beef sausage",
    "pap": "cornmeal mush", "shortbread biscuit": "cookie shortbread",
    "shortbread biscuits": "cookie shortbread", "ginger nut": "cookie gingersnaps",
    "shortbread finger": "cookie shortbread", "shortbread fingers": "cookie shortbread",
    "ginger nuts": "cookie gingersnaps", "ginger nut biscuits": "cookie gingersnaps",
    "malt drink": "malt beverage non alcoholic",
    // The singular is corrected to USDA's "chappatti" as a misspelling; the plural is not.
    "chapatis": "chappatti", "chapattis": "chappatti",
    "cordial": "fruit flavored drink",
    "fairycake": "cake cupcake nfs", "longblack": "coffee brewed",
    "parmi": "parmigiana",
    "coriander": "coriander leaves", "groundcoriander": "coriander seed",
    "butty": "sandwich", "butties": "sandwich", "cornflakes": "corn flakes",
    "sarny": "sandwich", "bap": "roll white soft", "baps": "roll white soft",
    "bacon bap": "bacon sandwich", "bacon baps": "bacon sandwich",
    // A sausage in pastry, as FNDDS's pig in a blanket is (it had been a slice of honey roll
    // sausage, 23 g); a pasty or a steak bake a meat pastry, as an empanada is.
    "sausage roll": "pig in a blanket", "sausage rolls": "pig in a blanket",
    "pasty": "empanada beef vegetables", "pasties": "empanada beef vegetables",
    "cornish pasty": "empanada beef vegetables", "cornish pasties": "empanada beef vegetables",
    "steak bake": "empanada beef", "steak bakes": "empanada beef",
    "tatties": "potato", "tattie": "potato", "neeps": "rutabaga cooked",
    "digestive": "graham crackers", "digestives": "graham crackers",
    "digestive biscuit": "graham crackers", "digestive biscuits": "graham crackers",
    "hobnob": "cookie oatmeal", "hobnobs": "cookie oatmeal",
    "cottage pie": "shepherds pie", "irn bru": "soft drink fruit flavored",
    "ribena": "fruit flavored drink",
    "biltong": "beef jerky", "droewors": "beef jerky",
    "quavers": "cheese flavored corn snacks", "wotsits": "cheese flavored corn snacks",
    "mushy peas": "green peas canned cooked",
    // A frank alone is the frankfurter (it had been "Beans and franks", the only name with it).
    "frank": "frankfurter", "franks": "frankfurter",
    "veg": "vegetable", "spud": "potato", "spuds": "potato",
    "jacket spud": "potato baked", "jacket spuds": "potato baked",
    "masala dosa": "dosa filling", "eggplant parmigiana": "eggplant parmesan",
    "aubergine parmigiana": "eggplant parmesan",
    "bolognese sauce": "spaghetti sauce meat",
    // Mixed berries are FNDDS's "Berries, NFS", not the mixed berry snack bar.
    "mixed berries": "berries",
    // Lay's are plain potato chips; queso with chips is the cheese dip, not a cheese.
    "lays": "potato chips plain", "queso dip": "cheese dip",
    // M&M's are FNDDS's "Chocolate candy, candy shell"; the peanut ones "… with nuts".
    "m&ms": "chocolate candy shell", "m&m": "chocolate candy shell",
    "peanut m&ms": "chocolate candy shell with nuts",
    "sprite": "soft drink fruit flavored caffeine free",
    "sprites": "soft drink fruit flavored caffeine free",
    "7up": "soft drink fruit flavored caffeine free",
    // USDA has no flat white: it is espresso with steamed milk, as a latte is.
    "flat white": "coffee latte", "flat whites": "coffee latte",
    // Grapes name a wine's colour to USDA, which lists merlot and syrah on their own.
    "merlot": "red wine merlot", "syrah": "red wine syrah",
    "shiraz": "red wine syrah", "cabernet": "red wine",
    "cabernet sauvignon": "red wine", "pinot noir": "red wine",
    "malbec": "red wine", "zinfandel": "red wine", "chianti": "red wine",
    "chardonnay": "white wine", "sauvignon blanc": "white wine",
    "pinot grigio": "white wine", "pinot gris": "white wine",
    "riesling": "white wine", "prosecco": "sparkling wine",
    // USDA's barbecue foods carry the sauce ("Barbecue chicken", "Potato chips, barbecue
    // flavored"); "bbq" says that, not only how the food was cooked.
    "bbq": "barbecue",
    // Beer brands USDA does not list are beer ("had a corona").
    "corona": "beer", "coronas": "beer", "modelo": "beer", "modelos": "beer",
    "heineken": "beer", "heinekens": "beer", "stella": "beer", "pacifico": "beer",
    "peroni": "beer", "molson": "beer", "molson canadian": "beer", "labatt": "beer",
    "budweiser": "beer", "budweisers": "beer",
    "sapporo": "beer", "asahi": "beer", "kirin": "beer", "tsingtao": "beer",
    "tecate": "beer", "yuengling": "beer", "pabst": "beer",
    "singha": "beer", "kingfisher": "beer", "chang": "beer", "cobra": "beer",
    "san miguel": "beer", "tiger beer": "beer",
    // Candy USDA names by its kind: Skittles are FNDDS's "fruit flavored pieces".
    "skittles": "candy fruit flavored pieces",
    // "chocolate snack cakes": FNDDS's "Snack cake", not a chocolate cake's slice; made one
    // word by `phrases`, as "snack" alone is when it was eaten.
    "snackcake": "snack cake",
    // "vegetable beef soup": FNDDS's soup of vegetables with meat, as eaten, not SR's
    // condensed can.
    "vegetable beef soup": "soup vegetable with meat",
    "beef vegetable soup": "soup vegetable with meat",
    "fruit and veggie smoothie": "fruit and vegetable smoothie",
    // A 16 oz can of beer.
    "tallboy": "beer", "tallboys": "beer",
    "coors light": "beer light", "miller lite": "beer light", "lite beer": "beer light",
    "lite beers": "beer light",
    "michelob ultra": "beer light",
    "dry oats": "oats raw", "dry rice": "rice raw",
    "shepards pie": "shepherd pie", "shepherds pie": "shepherd pie",
    "falafel balls": "falafel", "falafel ball": "falafel",
    "white chicken chili": "chili white",
    // Kinds of beer are beer to USDA ("2 pints of lager").
    "lager": "beer", "lagers": "beer", "ale": "beer", "ales": "beer", "ipa": "beer",
    "ipas": "beer", "pilsner": "beer", "stout": "beer",
    // A brewery's and a bar's other names: Märzen, Kölsch and hefeweizen are beer, a dry
    // cider the hard kind (had been apple juice), "sauv blanc" white wine, rosé the rosé
    // wine (had been rose apples), a Jack and Coke whiskey and cola (had been Colby Jack).
    "marzen": "beer", "kolsch": "beer", "hefeweizen": "beer", "dry cider": "hard cider",
    "sauv blanc": "white wine", "rose": "wine rose", "rose apple": "rose apples",
    "rose apples": "rose apples", "jack and coke": "whiskey and cola",
    "jack and cokes": "whiskey and cola", "whiskey and coke": "whiskey and cola",
    // Soy protein by the scoop is the powder (had been 100 g of SR's isolate); USDA has no
    // pea or plant protein powder, and the soy one is the nearest.
    "soy protein": "protein powder soy based", "pea protein": "protein powder soy based",
    "plant protein": "protein powder soy based",
    // "chicken cordon blue", as typed (had been blue cheese).
    "cordon blue": "cordon bleu",
    // "a 120g slice of leftover wedding cake": cake (had been a fish cake).
    "wedding cake": "cake",
    "soda": "soft drink",
    "pop": "soft drink",
    "diet soda": "soft drink diet",
    "meatloaf": "meat loaf",
    "blt": "bacon lettuce tomato sandwich",
    "chicken parmesan": "chicken parmigiana",
    "chicken parm": "chicken parmigiana",
    "veal parmesan": "veal parmigiana",
    "veal parm": "veal parmigiana",
    "fettuccine alfredo": "pasta cream sauce",
    "fettucine alfredo": "pasta cream sauce",
    "fettuccini alfredo": "pasta cream sauce",
    "fettucini alfredo": "pasta cream sauce",
    "chicken alfredo": "pasta cream sauce chicken",
    "pasta alfredo": "pasta cream sauce",
    "oreo": "cookie chocolate sandwich",
    "oreos": "cookie chocolate sandwich",
    "humus": "hummus",
    // USDA writes a milkshake in two words.
    "milkshake": "milk shake",
    "milkshakes": "milk shake",
    "cheese stick": "cheese mozzarella",
    "cheese sticks": "cheese mozzarella",
    // String cheese is part-skim mozzarella, counted by USDA's "1 stick".
    "string cheese": "cheese mozzarella part skim",
    "string cheese stick": "cheese mozzarella part skim",
    "string cheese sticks": "cheese mozzarella part skim",
    "string cheeses": "cheese mozzarella part skim",
    // A pan or deep-dish pizza is a thick crust one; only Pizza Hut's names say "pan".
    "pan pizza": "cheese pizza thick crust",
    "deep dish pizza": "cheese pizza thick crust",
    // "one sicilian square": a pizzeria's thick square slice (had been no food).
    // "one whole ripe plantain fried in oil": a plantain, counted whole (the word had been
    // left out for SR's green fried plantain, counted by its slices, 5.3 g).
    "ripe plantain": "plantain", "ripe plantains": "plantain",
    // "a cup of collard greens": the collards, eaten cooked (USDA names them without
    // "greens", so the mustard greens had won on the word).
    "collard greens": "collards", "collards greens": "collards", "collard green": "collards",
    "sicilian": "pizza thick crust", "sicilian slice": "pizza thick crust",
    "sicilian square": "pizza thick crust", "sicilian squares": "pizza thick crust",
    // Sweet tea is iced black tea sweetened: USDA's only such tea is the bottled one (its
    // brewed iced tea is unsweetened).
    "sweet tea": "iced tea bottled black",
    "sweet teas": "iced tea bottled black",
    "sweetened iced tea": "iced tea bottled black",
    "sweet iced tea": "iced tea bottled black", "sweet ice tea": "iced tea bottled black",
    // Latkes are potato pancakes; matzah and matza are matzo; "chocolat" is a common slip.
    // Nacho cheese is Doritos' own flavor, FNDDS's "other flavors (Doritos)"; said with it,
    // the brand had found no food at all.
    "nacho cheese doritos": "tortilla chips doritos",
    "doritos nacho cheese": "tortilla chips doritos",
    // "Fricase de pollo" is the Puerto Rican chicken fricassee; malta (Malta India, Goya) the
    // non-alcoholic malt drink, not buffalo milk from India.
    "fricase": "chicken fricassee puerto rican", "malta": "malt beverage non alcoholic",
    "maltas": "malt beverage non alcoholic", "malta india": "malt beverage non alcoholic",
    // Pasta shells are pasta, not a cup of chocolate "Magic Shell" topping (272 g).
    "pasta shells": "pasta", "shell pasta": "pasta",
    // A hoagie or a grinder is a sub, as USDA names it ("Italian sandwich or sub").
    "hoagie": "sub", "hoagies": "sub", "grinder": "sub", "grinders": "sub",
    "latke": "potato pancake", "latkes": "potato pancake", "latka": "potato pancake",
    "latkas": "potato pancake", "sour creme": "sour cream", "scrappel": "scrapple",
    "matzah": "crackers matzo",
    "matza": "crackers matzo", "chocolat": "chocolate",
    // Iced tea, of no named kind, is brewed black tea (it was bubble or hibiscus tea).
    "iced tea": "tea iced brewed black",
    // A turkey leg (at a fair, a roast) is FNDDS's drumstick, not SR's raw leg.
    "turkey leg": "turkey drumstick", "turkey legs": "turkey drumstick",
    "mahi mahi": "mahimahi",
    // A stromboli is rolled where a calzone is folded: USDA weighs them as one ("1 calzone or
    // stromboli").
    "stromboli": "calzone", "strombolis": "calzone",
    "eggplant parm": "eggplant parmesan casserole",
    "eggplant parmesan": "eggplant parmesan casserole",
    "kettle corn": "popcorn kettle",
    // Pomegranate seeds are its arils, the part eaten: the fruit (had been pumpkin seeds).
    "pomegranate seeds": "pomegranate", "pomegranate arils": "pomegranate",
    // Sashimi is the raw fish.
    "salmon sashimi": "salmon raw", "tuna sashimi": "tuna raw",
    "soft serve": "ice cream soft serve",
    "soft serve cone": "ice cream cone soft serve",
    // Freshly squeezed lemonade is FNDDS's "fruit juice drink", not the "fruit flavored" one.
    "fresh squeezed lemonade": "lemonade fruit juice",
    // Frosted brownies are FNDDS's brownies "with icing or filling".
    "frosted brownie": "brownie icing filling",
    // "no bean chili" (made one word by the reader, so "no" is no exclusion of beans from it).
    "beanless chili": "chili no beans",
    "iced teas": "tea iced brewed black",
    "rum and coke": "rum and cola", "rum and cokes": "rum and cola",
    "cornbread dressing": "cornbread stuffing",
    // "filet o fish", said "mcfilet" by `phrases` so its "filet" is no count of fillets.
    "mcfilet fish": "filet o fish mcdonald",
    // FNDDS's Hawaiian pizza is its "Pizza with meat and fruit" (ham and pineapple); "Beef
    // and vegetables, Hawaiian style" is a stir-fry.
    "hawaiian pizza": "pizza with meat and fruit", "hawaiian pizzas": "pizza with meat and fruit",
    "crust hawaiian": "crust pizza with meat and fruit",
    "ham and pineapple pizza": "pizza with meat and fruit",
    "pineapple and ham pizza": "pizza with meat and fruit",
    "ham pineapple pizza": "pizza with meat and fruit",
    "pineapple ham pizza": "pizza with meat and fruit",
    // "a piece of breakfast pizza", "dessert pizza": dishes a meal's name is part of, made
    // one word by `phrases` so the meal's name is not dropped as when it was eaten.
    "breakfastpizza": "breakfast pizza with egg", "dessertpizza": "dessert pizza",
    // A pizzeria's regular crust is FNDDS's medium one, between thin and thick.
    "regular crust": "medium crust",
    "meat lovers pizza": "pizza with extra meat",
    "meat lover pizza": "pizza with extra meat",
    "meat lovers": "pizza with extra meat",
    "garlic knot": "breadsticks soft fast food",
    "garlic knots": "breadsticks soft fast food",
    "cheesesteak": "cheese steak sandwich",
    // Typed without its second "e" (had been no food, too far for a correction).
    "cheesteak": "cheese steak sandwich", "cheesteaks": "cheese steak sandwich",
    // Drinks by their names (each had been no food): Earl Grey is a black tea, La Croix a
    // flavored sparkling water, a coffee shop's drip its brewed coffee; apple cinnamon instant
    // oatmeal FNDDS's fruit-flavored one (had been multigrain oatmeal beside the flavor).
    "earl grey": "tea hot leaf black", "lacroix": "water carbonated flavored",
    "drip": "coffee brewed",
    "apple cinnamon instant oatmeal": "oatmeal instant fruit flavored",
    "apple cinnamon oatmeal": "oatmeal instant fruit flavored",
    "cheese steak": "cheese steak sandwich",
    "cheerios": "cereal o plain",
    "honey nut cheerios": "cereal o honey nut",
    // The store brands' name for them.
    "honey nut os": "cereal o honey nut",
    "perogies": "pierogi", "perogy": "pierogi", "pierogies": "pierogi", "perogie": "pierogi",
    "pirogies": "pierogi", "pierogis": "pierogi",
    // Ukrainian varenyky and Russian vareniki are pierogi (5 potato varenyky had been 850 g
    // of potatoes); holubtsi and golabki stuffed cabbage rolls; paczki jelly doughnuts; a
    // candy or caramel apple the candied apple (had been a raw apple, and jelly-filled
    // paczki hard filled pretzels).
    "varenyky": "pierogi", "vareniki": "pierogi", "varenyki": "pierogi",
    "holubtsi": "stuffed cabbage rolls", "golabki": "stuffed cabbage rolls",
    "golumpki": "stuffed cabbage rolls", "paczki": "doughnut jelly", "paczek": "doughnut jelly",
    "candy apple": "apple candied", "caramel apple": "apple candied",
    // Theater candy: Sour Patch Kids are gummies (had been sour cream), Junior Mints the
    // chocolate-covered mints SR has of York's (had been a 6 g mint).
    "sour patchkids": "candies gumdrops starch jelly pieces",
    "junior mints": "york bites",
    // Chocolate-covered strawberries are FNDDS's chocolate-covered fruit (had been raw
    // strawberries, the chocolate unread).
    "chocolate covered strawberries": "fruit chocolate covered",
    "chocolate covered strawberry": "fruit chocolate covered",
    "chocolate dipped strawberries": "fruit chocolate covered",
    // A fair's elephant ear is fried dough (had been a pork ear).
    "elephant ear": "bread dough fried", "elephant ears": "bread dough fried",
    "pate chinois": "shepherd pie",
    "snag": "sausage", "snags": "sausage",
    "weet bix": "cereal shredded wheat plain", "weetbix": "cereal shredded wheat plain",
    "weetabix": "cereal shredded wheat plain",
    "eng muffin": "english muffin", "eng muffins": "english muffin",
    "choc milk": "chocolate milk", "choc": "chocolate",
    "lasagne": "lasagna", "lasagnes": "lasagna",
    // A soft taco is the one in a flour tortilla (had been the corn tortilla's).
    "soft taco": "taco flour tortilla", "soft tacos": "taco flour tortilla",
    "fry bread": "frybread", "bison steak": "bison", "buffalo steak": "bison",
    "icecream": "ice cream", "icecreams": "ice cream",
    "guac": "guacamole",
    "lox": "fish salmon smoked",
    "brat": "bratwurst", "brats": "bratwurst",
    // The spread, not USDA's Nutella sandwiches.
    "nutella": "chocolate hazelnut spread",
    "chili mac": "chili macaroni",
    "marg": "margarita", "margs": "margarita",
    "dr pepper": "soft drink pepper type",
    "whip": "whipped cream",
    "quarter pounder": "quarter pounder", "quater pounder": "quarter pounder",
    // A latte with a flavor is FNDDS's flavored latte.
    "vanilla latte": "coffee latte flavored",
    "caramel latte": "coffee latte flavored",
    "hazelnut latte": "coffee latte flavored",
    // A stir fry is FNDDS's "Stir fried …" dish, not french fries.
    "stir fry": "stir fried", "stirfry": "stir fried",
    // FNDDS's stir-fry dishes of other foods go by other names: chicken stir-fried with
    // vegetables is Moo Goo Gai Pan, a vegetable stir fry its "Asian stir fry vegetables".
    "chicken stir fry": "moo goo gai pan",
    "chicken stirfry": "moo goo gai pan",
    "vegetable stir fry": "asian stir fry vegetables",
    "veggie stir fry": "asian stir fry vegetables",
    "stirfry vegetables": "asian stir fry vegetables",
    "stirfry veggies": "asian stir fry vegetables",
    "stirfry veg": "asian stir fry vegetables",
    "stirfry mixed vegetables": "asian stir fry vegetables",
    "stirfry mixed veggies": "asian stir fry vegetables",
    // USDA lists no vinaigrette: the Italian one is oil and vinegar (not "Rice dressing").
    "vinaigrette": "italian dressing", "balsamic vinaigrette": "italian dressing",
    "balsamic dressing": "italian dressing",
    // The British spelling.
    // An omelet said alone is FNDDS's egg omelet.
    "omelette": "egg omelet", "omelettes": "egg omelet", "omelet": "egg omelet",
    "omelets": "egg omelet",
    "veggies": "vegetables",
    "sourdough": "sour dough",
    // What American menus call Mexican rice USDA calls Spanish rice.
    "mexican rice": "spanish rice",
    "burger patty": "beef ground patty",
    "tikka masala": "chicken curry", "butter chicken": "chicken curry",
    "fry": "potato french fries",
    "hard shell": "corn",
    "gummy bears": "candy gummy",
    "gummies": "candy gummy",
    "chicken tikka masala": "chicken curry",
    "bolognese": "spaghetti meat sauce entree",
    // Words of other kitchens for foods USDA names in English.
    "nigiri": "sushi topped", "challah": "bread egg challah",
    "tostones": "plantains green fried", "tostone": "plantains green fried",
    "rajma": "kidney beans", "chawal": "rice", "arroz": "rice", "pollo": "chicken",
    "habichuelas": "beans", "frijoles": "beans",
    // More of the Spanish words Latin American and Caribbean households log food by.
    "cafecito": "coffee cuban", "cafecitos": "coffee cuban", "guayaba": "guava",
    "guayava": "guava", "menudo": "tripe soup", "champurrado": "atole de chocolate",
    "chile relleno": "chiles rellenos",
    "chiles rellenos": "chiles rellenos", "moros cristianos": "black beans rice",
    "flauta": "taquito", "flautas": "taquito", "pupusa revuelta": "pupusa meat beans",
    "pupusas revueltas": "pupusa meat beans", "pupusa queso": "pupusa cheese",
    "pupusas queso": "pupusa cheese", "pupusa frijol": "pupusa beans",
    "pupusas frijol": "pupusa beans", "tamarindo": "tamarind drink",
    "bistec encebollado": "beef steak onions", "bistec": "beef steak",
    "carne guisada": "beef stew potatoes", "papas": "potatoes",
    "carne guisada con papas": "beef stew potatoes",
    "habichuelas guisadas": "rice stewed beans",
    "arroz con pollo": "chicken or turkey and rice", "res": "beef",
    "maduros": "plantains yellow fried", "pan agua": "bread native water",
    "mojarra": "tilapia",
    // Puerto Rican and Dominican: pork and goat stews (had been the beef one), pan de
    // manteca FNDDS's Puerto Rican lard bread, sorullitos its corn fritters (had been a Mai
    // Tai), guanabana its nectar (had been orange juice), a Presidente a beer, a Jamaican
    // johnny cake FNDDS's johnnycake (had been a fish cake).
    "carne cerdo guisada": "guisada pork", "cerdo guisado": "guisada pork",
    "carne cabro guisada": "goat", "cabro guisado": "goat", "chivo guisado": "goat",
    "pan manteca": "bread lard puerto rican", "sorullitos": "fritter corn",
    "sorullitos maiz": "fritter corn", "sorullos": "fritter corn",
    "guanabana juice": "guanabana nectar", "guanabana": "guanabana nectar",
    "presidente": "beer", "presidentes": "beer", "johnny cake": "johnnycake",
    "johnny cakes": "johnnycake",
    // And the words of Indian English kitchens.
    "gobi": "cauliflower", "aloo": "potato", "bhindi": "okra", "brinjal": "eggplant",
    "brinjals": "eggplant", "sabzi": "vegetable curry", "subzi": "vegetable curry",
    "sabji": "vegetable curry", "phulka": "chappatti", "phulkas": "chappatti",
    "chana": "chickpeas", "chole": "chickpeas", "moong sprouts": "bean sprouts",
    "dahi": "yogurt plain",
    // East and South-East Asian kitchens.
    "pho": "soup pho", "pho tai": "soup pho meat", "pho ga": "soup pho meat",
    "chicken adobo": "adobo", "pork adobo": "adobo",
    "egg foo young": "egg foo yung", "jook": "congee",
    "taro milk tea": "tea bubble", "pearl milk tea": "tea bubble",
    "bok choy": "cabbage chinese", "pak choi": "cabbage chinese",
    "pork bun": "bao bun", "pork buns": "bao bun", "char siu bao": "bao bun",
    // Not "boba" alone: "bubble tea with boba" names the pearls in it.
    "boba tea": "tea bubble", "boba milk tea": "tea bubble",
    "milk tea boba": "tea bubble", "sticky rice": "rice glutinous",
    // "a 16 oz taro boba": the drink by its flavour (had been no food).
    // "a reese's", "reeses 2 pack": the peanut butter cups (had been one 2 g Reese's Bite);
    // the pieces, bites and bars are named as such.
    "reeses": "reeses peanut butter cups", "reeses pieces": "reeses pieces",
    "reeses bites": "reeses bites", "reeses nutrageous": "reeses nutrageous",
    // "2 cups tofu pad thai", "veggie lo mein": FNDDS's meatless dish.
    "tofu pad thai": "pad thai meatless", "veggie lo mein": "lo mein meatless",
    "vegetable lo mein": "lo mein meatless", "tofu lo mein": "lo mein meatless",
    "taro boba": "tea bubble", "taro boba milk tea": "tea bubble", "matcha boba": "tea bubble",
    "buttered popcorn": "popcorn butter",
    // Latin American kitchens.
    "concha": "pan dulce sugar topping",
    "conchas": "pan dulce sugar topping",
    "arroz blanco": "rice white", "frijol": "beans",
    "yuca frita": "yuca fries", "yuca fritas": "yuca fries",
    "yuca fries": "yuca fries",
    // Said alone, these had been wheat flakes, cooked oat bran, a pork roll, ricotta (a
    // correction of "risotto") and a Tom Collins: their nearest USDA foods.
    "frosted flakes": "cereal corn flakes flavored",
    "raisin bran": "cereal bran flakes flavored",
    // Cereals by the brand, as FNDDS counts them ("froot loops" had been no food, "rice
    // krispies" cooked rice, 316 g for 50).
    "froot loops": "cereal fruit rings", "wheaties": "cereal wheat flakes",
    "lucky charms": "cereal frosted oats with marshmallows",
    "rice krispies": "cereal rice crispy plain", "cocoa puffs": "cereal chocolate puffs",
    // The store brand's name ("crisp rice cereal" had been dry cream of rice, 360 g).
    "crisp rice cereal": "cereal rice crispy plain",
    "crispy rice cereal": "cereal rice crispy plain",
    "cinnamon toast crunch": "cereal cinnamon toast",
    "honey bunches": "cereal oat bunches", "life cereal": "cereal oat squares",
    "frosted mini wheats": "cereal shredded wheat flavored",
    "mini wheats": "cereal shredded wheat flavored",
    "frosted wheats": "cereal shredded wheat flavored",
    "corn chex": "cereal corn squares", "rice chex": "cereal rice squares",
    "wheat chex": "cereal wheat squares",
    // British spelling; "somen" said alone is the noodles; "a small frosty" is Wendy's.
    "chilli": "chili", "somen": "somen noodles", "frosty": "wendys frosty dairy dessert",
    "frostys": "wendys frosty dairy dessert",
    "spring roll": "egg roll meatless", "spring rolls": "egg roll meatless",
    "risotto": "rice cooked", "tom yum": "soup hot and sour",
    // Hot fudge on ice cream is the syrup, not 100 g of fudge candy.
    "hot fudge": "syrups chocolate fudge",
    "bread and butter pudding": "pudding bread",
    // A pasta bake is baked pasta in a tomato sauce with cheese (had been corn tortillas,
    // "ready-to-bake").
    "pasta bake": "pasta with tomato based sauce and cheese",
    // The Porter stemmer makes "pies" "pi" but leaves "pie" as it is, so no name said it.
    "pies": "pie",
    // Caribbean words: taro's leaf name, salt cod (had been corrected to sablefish), oxtail.
    "dasheen": "taro cooked", "saltfish": "cod dried salted",
    "salt fish": "cod dried salted", "oxtail": "beef oxtails",
    // The toaster waffle (35 g), not a 75 g medium one.
    "eggo": "waffle plain frozen", "eggos": "waffle plain frozen",
    "eggo waffle": "waffle plain frozen", "eggo waffles": "waffle plain frozen",
    "hot fudge sundae": "ice cream sundae hot fudge",
    // Eaten boiled, as USDA's "Cassava, cooked"; alone it had been the fries.
    "yuca": "cassava cooked",
    "empanadita": "empanada", "empanaditas": "empanada", "pernil": "pork roast",
    "bolillo": "roll mexican bolillo", "bolillos": "roll mexican bolillo",
    "arroz con leche": "pudding rice",
    "papa rellena": "fried stuffed potatoes",
    "papas rellenas": "fried stuffed potatoes",
    "khichdi": "rice white with lentils",
    "mujaddara": "rice white with lentils", "mujadara": "rice white with lentils",
    "tabouli": "tabbouleh", "tabouleh": "tabbouleh", "tabbouli": "tabbouleh",
    // Spanish, Portuguese and Puerto Rican dish names, for USDA's own entries (alone, "2
    // huevos" had been huevos rancheros and "feijão preto" no food).
    "huevos": "eggs", "huevo": "egg", "huevos revueltos": "egg omelet or scrambled",
    "con leche": "coffee cafe con leche",
    "queso pais": "puerto rican white cheese", "quipe": "kibby puerto rican",
    "quipes": "kibby puerto rican", "pastelon": "ripe plantain meat pie",
    "pastelon maduro": "ripe plantain meat pie",
    "fricase pollo": "chicken fricassee puerto rican",
    "pollo guisado": "chicken stewed", "choclo": "corn", "cancha": "corn nuts",
    "picanha": "beef steak sirloin", "mandioca": "cassava cooked", "aipim": "cassava cooked",
    "feijao": "beans", "feijao preto": "black beans", "frango": "chicken",
    "file frango": "chicken fillet", "file frango grelhado": "chicken fillet grilled",
    "suco": "juice",
    "laranja": "orange", "arroz branco": "rice white",
    "khichri": "rice white with lentils",
    "platano frito": "plantain cooked oil",
    "platanos fritos": "plantain cooked oil",
    "serenata": "codfish salad serenata", "serenata bacalao": "codfish salad serenata",
    "asopao": "soupy rice chicken",
    "hallaca": "hayacas", "hallacas": "hayacas",
    "rice and peas": "kidney beans white rice",
    "rice n peas": "kidney beans white rice",
    "diri ak pwa": "kidney beans white rice", "soup joumou": "soup pumpkin",
    "bannann peze": "plantains green fried",
    "doner kebab": "gyro sandwich", "doner": "gyro sandwich",
    // Meat in a pita, as the gyro USDA has: a shawarma, a kebab from a kebab shop.
    "shawarma": "gyro sandwich", "shawarmas": "gyro sandwich",
    "kebab": "gyro sandwich", "kebabs": "gyro sandwich",
    "streaky": "bacon", "streaky bacon": "bacon", "frozen peas": "green peas frozen",
    "ham and cheese sarnie": "ham sandwich cheese",
    "ham and cheese butty": "ham sandwich cheese",
    // English outside the US: brands and words of the pub, the lunchbox and the barbie.
    "guinness": "beer", "strongbow": "hard cider", "kitkat": "kit kat",
    "sarnie": "sandwich", "sarnies": "sandwich", "sanger": "sandwich",
    "kraft dinner": "macaroni cheese", "kd": "macaroni cheese",
    "pocky sticks": "pocky", "pocky stick": "pocky",
    "with nuts and raisins": "nuts fruit", "with nuts and fruit": "nuts fruit",
    "peameal bacon": "canadian bacon", "back bacon": "canadian bacon",
    "sangers": "sandwich", "crumble": "crisp", "apple crumble": "crisp apple",
    "christmas cake": "cake fruit", "phirni": "firni",
    "pandesal": "roll white soft",
    "arroz caldo": "congee meat",
    "vegemite": "yeast extract spread", "marmite": "yeast extract spread",
    "chook": "chicken", "irish stew": "stew lamb",
    // FNDDS's dish as made at home, not SR's canned entree (the phrase "beef stew" in its
    // head had outranked it).
    "beef stew": "stew beef",
    "pulled pork sandwich": "barbecue pork sandwich",
    // Had been a 16 oz can of Red Bull, and no food.
    "vodka red bull": "vodka and energy drink", "vodka red bulls": "vodka and energy drink",
    "vodka redbull": "vodka and energy drink", "mozz sticks": "mozzarella sticks",
    "mozz stick": "mozzarella sticks",
    // Southern, Eastern European and Jewish kitchens.
    "chicken and sausage gumbo": "gumbo", "biscuit and gravy": "biscuit with gravy",
    "black eyed peas": "blackeyed peas", "black eyed pea": "blackeyed peas",
    "kasha": "buckwheat groats", "candied yams": "sweet potato candied",
    // Buckwheat is eaten as its cooked groats ("a cup of plain buckwheat" had been the dry
    // grain, 121 g of carbohydrate); its flour, pancakes and noodles keep their names.
    "buckwheat": "buckwheat groats", "buckwheat flour": "buckwheat flour",
    "buckwheat pancake": "pancakes", "buckwheat pancakes": "pancakes",
    "buckwheat noodles": "soba noodles",
    "candied yam": "sweet potato candied", "kraut": "sauerkraut",
    // Onion rings are the fried side, not raw onion cut in rings.
    "onion rings": "fried onion rings",
    "onion ring": "fried onion rings",
    // A steak sandwich is FNDDS's sandwich or sub, not the thin "sandwich steak" cut.
    "steak sandwich": "steak sandwich sub",
    "steak sandwiches": "steak sandwich sub",
    "spaghetti bolognese": "spaghetti meat sauce entree",
    "protein shake": "protein powder whey isolate",
    "whey shake": "protein powder whey isolate",
    "whey protein shake": "protein powder whey isolate",
    // Said alone at the gym, whey is the protein powder, not the cheese-making liquid.
    "whey": "protein powder whey",
    // Brands by the kinds USDA lists them as.
    "pop tart": "toaster pastries", "pop tarts": "toaster pastries",
    "poptart": "toaster pastries", "poptarts": "toaster pastries",
    "chips ahoy": "cookie chocolate chip", "timbits": "doughnut holes",
    // A gas-station slushie (had been corrected to sushi, 180 g) and a café au lait (the au
    // jus gravy).
    "slushie": "slush frozen drink", "slushies": "slush frozen drink",
    "slushy": "slush frozen drink", "slurpee": "slush frozen drink",
    "slurpees": "slush frozen drink", "icee": "slush frozen drink",
    "au lait": "coffee latte",
    // A school's pizza (had been the thin extra-cheese one, 66 g a slice), a Rice Krispies
    // treat (cooked rice) and Cheerios misspelt as cherries.
    "cafeteria pizza": "pizza cheese school lunch",
    "cafeteria cheese pizza": "pizza cheese school lunch",
    "rice krispies treat": "cereal or granola bar with rice cereal",
    "rice krispies treats": "cereal or granola bar with rice cereal",
    "rice krispie treat": "cereal or granola bar with rice cereal",
    "rice krispie treats": "cereal or granola bar with rice cereal",
    "cherrios": "cereal o plain", "cherios": "cereal o plain",
    "honey nut cherrios": "cereal o honey nut", "honey nut cherios": "cereal o honey nut",
    // Brands USDA counts by a row of the generic food ("1 Slim Jim", "1 Newton bar", "1
    // whoopie pie"): they had been jam, figs and a 150 g pie.
    "slim jim": "beef jerky", "slim jims": "beef jerky", "fig newton": "cookie fig bar",
    "fig newtons": "cookie fig bar", "whoopie pie": "cookie marshmallow pie chocolate covered",
    "whoopie pies": "cookie marshmallow pie chocolate covered",
    "avo": "avocado", "avos": "avocado", "nova": "fish salmon smoked",
    // New York's: FNDDS's cannoli, a plain slice, cream cheese on a bagel.
    "cannoli": "pastry italian cheese", "cannolis": "pastry italian cheese",
    "schmear": "cream cheese", "shmear": "cream cheese",
    // Rice is white unless said (FNDDS has the brown kind of the dish too).
    "rice and kidney beans": "kidney beans and white rice",
    "kidney beans and rice": "kidney beans and white rice",
    "red beans and rice": "kidney beans and white rice",
    "red beans n rice": "kidney beans and white rice",
    // Louisiana's: a po' boy is a sandwich (FNDDS's fried seafood one of shrimp or oysters),
    // crawfish USDA's crayfish, a sno-ball a snow cone, New Orleans coffee FNDDS's "Coffee
    // and chicory", pain perdu French toast, cole slaw coleslaw (had been broccoli slaw);
    // Barq's is a root beer and Abita a beer (an Abita Amber had been a hard cider).
    "poboy": "sandwich", "shrimp poboy": "fried seafood sandwich",
    "oyster poboy": "fried seafood sandwich", "crawfish": "crayfish",
    "popcorn crawfish": "crayfish fried", "snoball": "snow cone",
    "chicorycoffee": "coffee and chicory", "coffee chicoryblend": "coffee and chicory",
    "pain perdu": "french toast",
    "cole slaw": "coleslaw", "barqs": "root beer", "abita": "beer", "abita amber": "beer",
    // Party food: FNDDS's stuffed jalapeno and its Asian stir fry vegetables (a bag of
    // stir fry veggies had been beef stir-fried with them).
    "jalapeno poppers": "stuffed jalapeno pepper", "jalapeno popper": "stuffed jalapeno pepper",
    "stir fry veggies": "asian stir fry vegetables",
    "stir fry vegetables": "asian stir fry vegetables",
    // Texas kolaches are FNDDS's filled pastries, by their "1 kolache" rows (a sausage kolache
    // had been 35 g of sausage); one of no kind is the egg and cheese one, the other pastry
    // FNDDS weighs by the kolache.
    "kolache": "pastry egg and cheese filled", "kolaches": "pastry egg and cheese filled",
    "sausage kolache": "pastry meat poultry filled",
    // A chewy granola bar is SR's soft one (had been the brand FNDDS calls Chewy, 78 g).
    "chewy granola bar": "granola bars soft uncoated plain",
    "chewy granola": "granola bars soft uncoated plain",
    // Salt and vinegar chips are chips (USDA has no flavour of them; the salt had been a bag
    // of table salt); a sub shop's meatball marinara sub its meatball sub (had been the sauce).
    "salt and vinegar chips": "potato chips", "salt and vinegar": "potato chips",
    "sub meatball marinara": "meatball sub", "meatball marinara sub": "meatball sub",
    // A sub shop's other subs by their USDA sandwiches: a tuna sub had been the meatball one
    // (no row says both words), "6 inch tuna" a can of tuna, "6 inch seafood" seafood sauce.
    // (A BMT is still read by its "italian"; as a synonym it cost a held-out case, ADR 0014.)
    "tuna sub": "tuna salad sandwich white", "sub tuna": "tuna salad sandwich white",
    "veggie sub": "vegetable sandwich white", "sub veggie": "vegetable sandwich white",
    "seafood sub": "seafood salad sandwich", "sub seafood": "seafood salad sandwich",
    "sub chicken teriyaki": "chicken deli sandwich sub",
    "sub teriyaki": "chicken deli sandwich sub",
    "chicken teriyaki sub": "chicken deli sandwich sub",
    "teriyaki sub": "chicken deli sandwich sub",
    "sweet onion chicken teriyaki": "chicken deli sandwich sub",
    // Hawaiian rolls are sweet rolls (had been FNDDS's pork roll cold cut); Funyuns USDA's
    // onion flavored rings; Topo Chico sparkling mineral water (had been chicken strips, by
    // "chico"); sweetened or Arizona green tea the bottled one (had been brewed, no sugar).
    "kings hawaiian": "roll sweet no frosting",
    "kings hawaiian roll": "roll sweet no frosting", "funyuns": "onion flavored rings",
    "funyun": "onion flavored rings", "topo chico": "water carbonated plain",
    "sweetened green tea": "tea iced bottled green", "arizona green tea": "tea iced bottled green",
    // Slaw said alone is coleslaw (had been broccoli slaw); broccoli slaw stays itself.
    "slaw": "coleslaw", "broccoli slaw": "broccoli slaw salad",
    // Monster's sugar-free cans (a Zero Ultra had been the sugared one).
    "monster zero ultra": "energy drink sugar free monster",
    "monster ultra": "energy drink sugar free monster",
    "monster zero": "energy drink sugar free monster",
    // Chick-fil-A's strips, as SR names them.
    "chickn strips": "chick n strips", "chickn strip": "chick n strips",
    // Triscuits are FNDDS's woven wheat crackers (had been no food).
    "triscuit": "crackers woven wheat plain", "triscuits": "crackers woven wheat plain",
    "hushpuppies": "hush puppy", "hushpuppy": "hush puppy", "hushpupies": "hush puppy",
    // Snow and sugar snap peas are FNDDS's snowpeas (had been black-eyed peas).
    "snow peas": "snowpeas", "snow pea": "snowpeas", "snap peas": "snowpeas",
    "snap pea": "snowpeas", "sugar snap peas": "snowpeas", "sugar snaps": "snowpeas",
    // Dunkin's doughnut holes, a New England clam bake's steamers, a Cinnabon's roll.
    "munchkins": "doughnut holes", "munchkin": "doughnut holes", "steamers": "clams steamed",
    // A Cinnabon is FNDDS's frosted cinnamon bun, whose "1 Cinnabon" row weighs one (240 g).
    "cinnabon": "roll sweet cinnamon bun frosted", "challah french toast": "french toast",
    "timbit": "doughnut holes", "white claw": "hard seltzer",
    "white claws": "hard seltzer",
    // Whiskeys by their kinds; USDA has one whiskey.
    "bourbon": "whiskey", "scotch": "whiskey", "whisky": "whiskey",
    "chitlins": "chitterlings", "chitlin": "chitterlings",
    "eggs benny": "eggs benedict", "egg benny": "eggs benedict",
    // Common foods whose words alone find another food: jelly beans are no beans, home fries
    // no french fries, a macaron no macaroni, a tequila shot no gelatin shot; clam chowder is
    // the New England kind unless Manhattan is said.
    "jelly beans": "candies jellybeans", "jellybeans": "candies jellybeans",
    "jelly bean": "candies jellybeans", "home fries": "potato home fries",
    // "a cup of skillet fried potatoes": pan-fried at home, FNDDS's home fries (had been
    // french fries, 60 g a cup), made one word by `phrases`.
    "homefries": "potato home fries",
    // "a shot of sambuca", "limoncello after dinner": liqueurs by name (had been no food).
    "sambuca": "liqueur", "limoncello": "liqueur",
    "frangelico": "liqueur", "kahlua": "liqueur coffee flavored", "baileys": "liqueur cream",
    // "no sugar added popsicle": FNDDS's own (had been a frozen novelty that ranked too low
    // to be any food).
    "nosugaradded popsicle": "popsicle no sugar added",
    "nosugaradded popsicles": "popsicle no sugar added",
    "macaron": "cookie macaroon", "macarons": "cookie macaroon",
    "macaroon": "cookie macaroon", "macaroons": "cookie macaroon",
    "tequila shot": "tequila", "tequila shots": "tequila",
    "champagne": "wine sparkling",
    "clam chowder": "soup new england clam chowder",
    "manhattan clam chowder": "soup manhattan clam chowder",
    // Dishes USDA has no row for, by their nearest foods, as the evaluation's references take
    // them: a carne asada is grilled steak, an americano brewed coffee, a crumpet an English
    // muffin, an eclair a cream puff, char siu barbecued pork, chana masala chickpeas.
    "carne asada": "beef steak", "americano": "coffee brewed",
    // Pork by its taqueria names ("a carnitas burrito" had been one with no meat).
    "carnitas": "pork carnitas", "al pastor": "pork",
    "americanos": "coffee brewed", "crumpet": "muffin english",
    "crumpets": "muffin english", "eclair": "cream puff", "eclairs": "cream puff",
    "char siu": "barbecue pork", "chana masala": "chickpeas",
    "chai latte": "tea hot milk", "chai tea latte": "tea hot milk",
    "chai lattes": "tea hot milk", "chai tea lattes": "tea hot milk",
    "decaf": "coffee decaffeinated", "kaiser bun": "rolls hard kaiser",
    "kaiser roll": "rolls hard kaiser", "kaiser rolls": "rolls hard kaiser",
    "kaiser buns": "rolls hard kaiser", "baba ganoush": "eggplant dip",
    "baba ghanoush": "eggplant dip",
    "baba ghanouj": "eggplant dip", "dolmades": "grape leaves stuffed",
    "dolmas": "grape leaves stuffed", "dolma": "grape leaves stuffed",
    "split pea and ham soup": "soup split pea meat",
    "pea and ham soup": "soup split pea meat",
    "ham and bean soup": "soup bean with meat",
    "bean and ham soup": "soup bean with meat",
    // Sherry is a dessert wine, whether sweet or dry.
    "sherry": "wine dessert",
    "beef patty": "beef ground patty",
    "hamburger patty": "beef ground patty",
    "egg roll": "egg roll",
    "dinner roll": "rolls dinner",
    "dinner rolls": "rolls dinner",
    "potsticker": "wonton dumpling pot sticker",
    // A barbecue joint's names, made one word by `phrases` (their words alone are no food):
    // burnt ends are brisket (had been barbecue sauce), short ribs FNDDS's "shortribs".
    "burntends": "beef brisket", "shortribs": "beef shortribs", "choppedbeef": "barbecue beef",
    "friedpickles": "pickles fried", "friedpickles chips": "pickles fried",
    "froyo": "frozen yogurt", "koolaid": "fruit flavored drink",
    // FNDDS's moussaka is its eggplant and meat casserole (a row names it).
    "moussaka": "eggplant and meat casserole",
    // Japanese dumplings are FNDDS's pot stickers; kani is imitation crab.
    // Korean food: galbi is beef short ribs, bulgogi soy-marinated beef, mandu dumplings,
    // samgyeopsal pork belly, tangsuyuk sweet and sour pork, Shin Ramyun instant ramen (all
    // had been no food, or only the beef or pork).
    "galbi": "beef shortribs", "kalbi": "beef shortribs", "bulgogi": "beef with soy based sauce",
    "beef bulgogi": "beef with soy based sauce", "mandu": "wonton dumpling pot sticker",
    "samgyeopsal": "pork belly", "tangsuyuk": "sweet and sour pork",
    "ramyun": "soup ramen noodle dry",
    "ramyeon": "soup ramen noodle dry", "shin ramyun": "soup ramen noodle dry",
    "shin ramen": "soup ramen noodle dry", "shin": "soup ramen noodle dry",
    "gyoza": "wonton dumpling pot sticker", "kani salad": "crab salad made with imitation crab",
    "kani": "imitation crab",
    // "a veggie roll", "a cucumber roll" at a sushi bar: FNDDS's vegetable sushi roll (a veggie
    // roll had been a pork roll).
    "veggie roll": "sushi roll vegetable", "vegetable roll": "sushi roll vegetable",
    "cucumber roll": "sushi roll vegetable", "avocado roll": "sushi roll avocado",
    "edamame pods": "edamame cooked",
    "potstickers": "wonton dumpling pot sticker",
    // Chinese dumplings of meat, not FNDDS's "Dumpling, no meat" of a stew. Its whole name
    // for them: with "Wonton" left unsaid, "gyoza" or "pork dumplings" without an amount had
    // scored as narration, no food.
    "pork dumpling": "wonton dumpling pot sticker",
    "pork dumplings": "wonton dumpling pot sticker",
    // A chicken sandwich is FNDDS's chicken fillet sandwich, not a barbecue one.
    "chicken sandwich": "chicken fillet sandwich",
    "chicken sandwiches": "chicken fillet sandwich",
    "canada dry": "soft drink ginger ale", "canada dry ginger ale": "soft drink ginger ale",
    "lunch meat": "luncheon meat",
    "oj": "orange juice",
    "pb": "peanut butter",
    "mac and cheese": "macaroni cheese",
    "mac n cheese": "macaroni cheese",
    "macaroni and cheese": "macaroni cheese",
    "pbj": "peanut butter jelly sandwich",
    "pb and j": "peanut butter jelly sandwich",
    "spaghetti": "pasta",
    "penne": "pasta",
    "macaroni": "pasta",
    "linguine": "pasta",
    "fettuccine": "pasta",
    // Common spellings, which a dictionary knows as words and so are not typos.
    "fettucine": "pasta",
    "fettuccini": "pasta",
    "fettucini": "pasta",
    "rigatoni": "pasta",
    "fusilli": "pasta",
    "rotini": "pasta",
    "farfalle": "pasta",
    "spaghetti sauce": "spaghetti sauce",
    "spaghetti squash": "spaghetti squash",
    "marinara": "spaghetti sauce",
    "marinara sauce": "spaghetti sauce",
    // Pasta with a tomato sauce said with it ("spaghetti with marinara", the dish reader joins
    // the two) is FNDDS's dish of both, not plain pasta beside 65 g of sauce.
    "spaghetti marinara": "pasta tomato based sauce",
    "spaghetti marinara sauce": "pasta tomato based sauce",
    "spaghetti tomato sauce": "pasta tomato based sauce",
    "penne marinara": "pasta tomato based sauce",
    "penne marinara sauce": "pasta tomato based sauce",
    "penne tomato sauce": "pasta tomato based sauce",
    "pasta marinara sauce": "pasta tomato based sauce",
    "pasta tomato sauce": "pasta tomato based sauce",
    "pasta sauce": "spaghetti sauce",
    "donut": "doughnut",
    "donuts": "doughnut",
    "steak": "beef steak",
    "turkey breast": "turkey light meat",
    "white meat": "light meat",
    "dark meat": "dark meat",
    "salmon steak": "salmon",
    "tuna steak": "tuna",
    "lowfat": "low fat",
    "skim milk": "milk fat free skim",
    "nonfat milk": "milk fat free skim",
    "2% milk": "milk reduced fat 2",
    "1% milk": "milk low fat 1",
    "cherry tomato": "tomatoes",
    "cherry tomatoes": "tomatoes",
    "grape tomatoes": "tomatoes grape",
    "yoghurt": "yogurt",
    "greek yoghurt": "yogurt greek",
    "whole grain": "whole wheat",
    "wholemeal": "whole wheat",
    "whole wheat": "whole wheat",
    "wheat bread": "whole wheat bread",
    "half and half": "cream half and half",
    // Canada sells cream by its fat: 10 % is half and half, 35 % whipping cream.
    "10% cream": "cream half and half", "35% cream": "cream heavy",
    // "200g 0% greek yogurt": fat free (the "0" had been asked of every name, and the
    // greek left out).
    "0%": "nonfat", "0% fat": "nonfat", "0% milk": "milk fat free skim",
    "peanut butter and jelly": "peanut butter jelly",
    "burger": "hamburger",
    "cheeseburger": "cheeseburger",
    "chocolate bar": "candies milk chocolate",
    "chocolate bars": "candies milk chocolate",
    "hot chocolate": "hot chocolate cocoa", "hot cocoa": "hot chocolate cocoa",
    "hot dog": "hot dog sandwich",
    "hot dogs": "hot dog sandwich",
    "hotdog": "hot dog sandwich",
    // A chili dog comes on a bun, as a hot dog does (not FNDDS's "Chili hot dog, no bun").
    "chili dog": "chili hot dog sandwich",
    "chili dogs": "chili hot dog sandwich",
    "scallion": "onions green",
    "scallions": "onions green",
    "garbanzo": "chickpeas",
    "garbanzo beans": "chickpeas",
    "chick peas": "chickpeas",
    "courgette": "zucchini",
    "aubergine": "eggplant",
    "mixed greens": "mixed salad greens",
    "prawns": "shrimp",
    "prawn": "shrimp",
    "sirloin": "beef steak sirloin",
    // Steakhouse cuts by their menu names: a T-bone said alone had been pork bones, a NY
    // strip chicken strips.
    "t bone": "beef steak t bone", "t bones": "beef steak t bone",
    "ny strip": "beef steak strip", "new york strip": "beef steak strip",
    "strip steak": "beef steak strip", "kc strip": "beef steak strip",
    "ribeye": "beef steak ribeye",
    "rib eye": "beef steak ribeye",
    "jello": "gelatin",
    "apple sauce": "applesauce",
    // Breaded strips of chicken breast by their other names (had been sliced deli chicken,
    // and a restaurant chain's fingers of 100 g each).
    "chicken strips": "chicken tenders", "chicken strip": "chicken tenders",
    "chicken fingers": "chicken tenders", "chicken finger": "chicken tenders",
    "crispy strips": "chicken tenders", "crispy strip": "chicken tenders",
    // Instant mashed potatoes are made up from flakes: USDA's "from dry mix".
    "instant mashed potatoes": "potato mashed from dry mix",
    "instant mashed potato": "potato mashed from dry mix",
    "instant potatoes": "potato mashed from dry mix",
    // Bouillon drunk is broth: USDA has the word only in the names of the dry powders.
    "bouillon": "broth",
    "popsicle": "ice pop",
    "seltzer": "water carbonated",
    "sparkling water": "water carbonated",
    "ice cream": "ice cream",
    "porridge": "oatmeal",
    // Rice porridge is congee by its Filipino name too, not oatmeal.
    "rice porridge": "congee", "lugaw": "congee",
    // Filipino rice noodles (had been bison, corrected from "bihon").
    "bihon": "rice noodles", "pancit bihon": "rice noodles",
    // Egyptian ful medames is cooked fava beans.
    "ful medames": "fava beans cooked", "ful": "fava beans cooked",
    // Hawaii's plate-lunch macaroni salad (had been tuna salad with egg).
    "mac salad": "macaroni pasta salad", "macaroni salad": "macaroni pasta salad",
    // Crab legs are crab (had been frog legs), crab meat the real kind.
    "crab legs": "crab", "crab leg": "crab", "crab meat": "crab", "crabmeat": "crab",
    // Shredded wheat counted by its biscuits is the cereal, not a wheat biscuit.
    "shredded wheat biscuits": "cereal shredded wheat",
    "shredded wheat biscuit": "cereal shredded wheat",
    "english muffin": "muffin english",
    // FNDDS's egg sandwiches on a bread have the cheese ("Egg sandwich on bagel, with
    // bacon").
    "egg and cheese bagel": "egg sandwich on bagel",
    "egg and cheese croissant": "egg sandwich on croissant",
    "egg and cheese english muffin": "egg sandwich on english muffin",
    // USDA names them in the plural only ("McDONALD'S, Sausage McGRIDDLES").
    "mcgriddle": "mcgriddles",
    "cottage cheese": "cheese cottage",
    "cream cheese": "cheese cream",
    // South American kitchens: caraotas are black beans (had been carrots), mote hominy,
    // chifles plantain chips (had been sriracha), hornado roast pork (had been horned melon).
    "caraotas": "black beans", "caraotas negras": "black beans", "mote": "hominy",
    "chifles": "plantain chips", "hornado": "pork roast",
    // East African kitchens: maharage kidney beans, ugali FNDDS's cornmeal mush (had been no
    // food), bariis rice, matoke boiled green plantains, sambusas samosas (had been lentils).
    "maharage": "kidney beans", "ugali": "cornmeal mush", "bariis": "rice",
    "matoke": "plantains green boiled", "sambusa": "samosa", "sambusas": "samosa",
    // Chinese and South-East Asian kitchens: siu mai and xiao long bao are steamed dumplings
    // (had been a Mai Tai and a 100 g bao bun each), gai lan Chinese broccoli (had been Moo
    // Goo Gai Pan), cha gio pork egg rolls, nasi goreng fried rice (had been no food),
    // krupuk shrimp crackers, chao ga congee with chicken (had been yat ga mein), rendang a
    // beef curry, a brown sugar boba bubble tea (had been a pound of brown sugar).
    "siu mai": "wonton dumpling pot sticker steamed",
    "shumai": "wonton dumpling pot sticker steamed",
    "shu mai": "wonton dumpling pot sticker steamed",
    "xiao long bao": "wonton dumpling pot sticker steamed",
    "soup dumplings": "wonton dumpling pot sticker steamed",
    "soup dumpling": "wonton dumpling pot sticker steamed",
    "gai lan": "broccoli chinese", "cha gio": "egg roll pork", "nasi goreng": "rice fried",
    "krupuk": "shrimp cracker", "kerupuk": "shrimp cracker", "chao ga": "congee meat",
    "chao": "congee", "rendang": "beef curry", "beef rendang": "beef curry",
    "brown sugar boba": "tea bubble",
    // Said alone, sriracha had been no food (its one USDA name has it last), snickerdoodles
    // too, a guarana soda no food, and duck legs a kilogram and a half of raw turkey leg.
    "sriracha": "sriracha sauce", "snickerdoodle": "cookie butter sugar",
    "snickerdoodles": "cookie butter sugar", "guarana": "soft drink fruit flavored",
    "duck leg": "duck", "duck legs": "duck",
    // Red beans are kidney beans, as FNDDS names them cooked (had been SR's raw beans, 184 g
    // a cup); crisp rice cereal the rice crispy one (had been dry cream of rice); a pumpkin
    // spice latte a flavored latte; popcorn balls caramel popcorn (had been cheese balls);
    // mini eggs candy-shelled chocolate (had been five raw eggs, 304 g).
    "red beans": "kidney beans", "red kidney beans": "kidney beans",
    "pumpkin spice latte": "coffee latte flavored", "psl": "coffee latte flavored",
    "popcorn ball": "popcorn caramel coated", "popcorn balls": "popcorn caramel coated",
    "minieggs": "chocolate candy candy shell",
    // Wings by their parts and the bar's boneless ones (drumettes had been no food, boneless
    // wings bone-in wings), KFC's popcorn chicken (had been stewed chicken), Thums Up a cola
    // (no food), a brown sugar milk tea a bubble tea (hot tea with milk), franks with
    // sauerkraut FNDDS's (beans and franks), McDonald's hotcakes and sausage its platter.
    "drumettes": "chicken wing", "drummettes": "chicken wing", "drumette": "chicken wing",
    "drummette": "chicken wing", "boneless wings": "chicken nuggets",
    "boneless wing": "chicken nuggets", "popcorn chicken": "kfc popcorn chicken",
    "thumsup": "soft drink cola", "brown sugar milk tea": "tea bubble",
    "franks and sauerkraut": "frankfurters or hot dogs and sauerkraut",
    "hot dogs and sauerkraut": "frankfurters or hot dogs and sauerkraut",
    "hotcakes and sausage": "mcdonalds hotcakes and sausage",
    // Basmati said alone is its rice (had been no food); USDA has no basmati of its own.
    "basmati": "rice white", "basmati rice": "rice white",
    // Fruit sodas are FNDDS's fruit-flavored soft drink ("a can of strawberry soda" had been
    // strawberry syrup, 231 g of carbohydrate; orange soda stays FNDDS's soft drink, NFS,
    // nearer a tuning case); baked ziti its pasta with tomato sauce and cheese, ziti pasta
    // (both had been no food).
    "strawberry soda": "soft drink fruit flavored", "grape soda": "soft drink fruit flavored",
    "cherry soda": "soft drink fruit flavored",
    "pineapple soda": "soft drink fruit flavored", "fruit soda": "soft drink fruit flavored",
    "bakedziti": "pasta with tomato based sauce and cheese", "ziti": "pasta cooked",
    // Fried ripe plantain by its Nigerian name and said plainly is FNDDS's plantain
    // cooked with oil, sliced (dodo had been no food, "fried plantain" tostones' green
    // plantain at 5 g a slice); groundnuts are peanuts; Indomie is a packet of instant
    // noodles (had been 70 g of cooked noodles); malt drinks and Maltina the malt beverage
    // (had been malt syrup, 330 g of carbohydrate).
    "dodo": "plantain cooked oil",
    "friedplantain": "plantain cooked oil", "friedplantain chips": "plantain chips",
    "groundnut": "peanuts", "groundnuts": "peanuts",
    "indomie": "soup ramen noodle dry", "indomie noodles": "soup ramen noodle dry",
    "malt drinks": "malt beverage non alcoholic",
    "maltina": "malt beverage non",
    // A katsu or schnitzel is a breaded chicken cutlet (had been stewed chicken, or no
    // food; USDA has no breaded pork, so a pork katsu is the nearest too); hamburger
    // patties beef patties, as one is (had been two hamburgers, buns and all); corndogs corn
    // dogs; sufganiyot jelly doughnuts; canned corned beef the canned meat, not its hash
    // with potato; a Snapple a bottled iced tea (a lemon one had been instant tea powder).
    "katsu": "chicken fillet breaded", "chicken katsu": "chicken fillet breaded",
    "katsu cutlet": "chicken fillet breaded", "chicken schnitzel": "chicken fillet breaded",
    "hamburger patties": "beef ground patty", "burger patties": "beef ground patty",
    "beef patties": "beef ground patty", "corndog": "corn dog", "corndogs": "corn dog",
    "sufganiyah": "doughnut jelly", "sufganiyot": "doughnut jelly",
    "canned corned beef": "beef cured corned beef canned",
    "snapple": "tea iced bottled black", "snapple lemon tea": "tea iced bottled black",
    // A kugel said alone or of noodles is FNDDS's noodle pudding (had been plain noodles).
    "kugel": "noodle pudding", "noodle kugel": "noodle pudding",
    "lokshen kugel": "noodle pudding",
    // Natural Light is a light beer; chilaquiles keep their name whatever the salsa (green
    // ones had been salsa verde by the cup); Jarritos are fruit sodas (a mandarin one had
    // been a mandarin orange); a paleta is an ice pop; tamales of rajas have no meat.
    "natty light": "beer light", "natty lights": "beer light",
    "natural light": "beer light", "natural lights": "beer light",
    "chilaquiles verdes": "chilaquiles", "chilaquiles rojos": "chilaquiles",
    "jarritos": "soft drink fruit flavored", "jarrito": "soft drink fruit flavored",
    "mandarin jarritos": "soft drink fruit flavored",
    "tamarind jarritos": "soft drink fruit flavored",
    "paleta": "popsicle", "paletas": "popsicle",
    "rajas tamale": "tamale no meat", "rajas tamales": "tamale no meat",
    // South Asian kitchens: chaas is buttermilk, namkeen a savoury snack mix, Horlicks
    // malted milk, shakarkandi sweet potato, bhutta corn on the cob, aloo tikki a potato
    // patty (had been two potatoes).
    "chaas": "buttermilk", "masala chaas": "buttermilk",
    "namkeen": "snack mix", "namkeen mixture": "snack mix",
    "horlicks": "milk malted", "shakarkandi": "sweet potato", "bhutta": "corn",
    "aloo tikki": "potato patty", "aloo tikkis": "potato patty",
    "vegfried rice": "rice fried meatless",
    // Ezekiel bread is sprouted wheat; an unagi roll the eel roll (had been a bread roll);
    // yokan SR's, which has a slice (FNDDS's has only a 113 g piece).
    "stewedprunes": "prunes dehydrated stewed", "ezekiel bread": "bread sprouted wheat",
    "unagi roll": "sushi roll eel", "unagi rolls": "sushi roll eel",
    "eel roll": "sushi roll eel", "eel rolls": "sushi roll eel",
    "yokan": "yokan adzuki beans sugar",
    // Orzo is a pasta (had been read as "oreo", a cup of cookies); Bagel Bites are the pizza
    // rolls USDA counts by the bite; a cruller the glazed French one; a falafel wrap the
    // falafel sandwich (had been an empty wrap); Medalla a light beer; "jugo de china" is
    // Puerto Rico's orange juice; a cubano the Cuban sandwich; pastelillos small fried
    // turnovers, USDA's empanadas; "flan de leche" the flan (had been dulce de leche).
    "orzo": "pasta cooked", "bagel bites": "pizza rolls", "bagel bite": "pizza rolls",
    "cruller": "doughnuts french crullers glazed", "crullers": "doughnuts french crullers glazed",
    "french cruller": "doughnuts french crullers glazed",
    "french crullers": "doughnuts french crullers glazed",
    "falafel wrap": "falafel sandwich", "falafel wraps": "falafel sandwich",
    "medalla": "beer light", "medallas": "beer light", "medalla light": "beer light",
    "medalla lights": "beer light", "jugo china": "orange juice",
    "cubano": "cuban sandwich", "cubanos": "cuban sandwich", "pan cubano": "bread cuban",
    "pastelillo": "empanada", "pastelillos": "empanada", "flan leche": "flan",
    "carne pastelillo": "empanada beef", "carne pastelillos": "empanada beef",
    "carne empanada": "empanada beef", "carne empanadas": "empanada beef",
    // From my own list of beers and ciders bought by name in the US, Canada, Britain, New
    // Zealand and South Africa, none of which USDA lists: beer or cider ("a pint of sam
    // adams" had been a cereal, "2 shiners" no food). Names whose words would make common
    // words food words ("lone star", "fat tire", "angry orchard") are left out.
    "sam adams": "beer", "samuel adams": "beer", "narragansett": "beer", "gansett": "beer",
    "shiner": "beer", "shiners": "beer", "shiner bock": "beer", "blue moon": "beer",
    "blue moons": "beer", "pbr": "beer", "pbrs": "beer", "busch": "beer",
    "busch light": "beer light", "keystone light": "beer light", "amstel light": "beer light",
    "sierra nevada": "beer", "kokanee": "beer", "keiths": "beer", "alexander keiths": "beer",
    "moosehead": "beer", "sleeman": "beer", "tennents": "beer", "carling": "beer",
    "speights": "beer", "steinlager": "beer",
    "tui": "beer", "windhoek": "beer", "amstel": "beer",
    "becks": "beer", "carlsberg": "beer", "grolsch": "beer", "savanna": "hard cider",
    "savanna dry": "hard cider", "hunters dry": "hard cider", "bulmers": "hard cider",
    "magners": "hard cider", "somersby": "hard cider",
    "kopparberg": "hard cider",
    // Fish a person catches that SR lists under their family: walleye is a pike, crappie
    // and bluegill are sunfish, steelhead a rainbow trout, speckled trout a seatrout.
    "walleye": "pike walleye", "crappie": "fish sunfish", "bluegill": "fish sunfish",
    "steelhead": "trout rainbow", "speckled trout": "fish seatrout",
    // A deer steak is FNDDS's venison steak, not beef.
    "deer steak": "venison steak", "deer steaks": "venison steak",
    // From my own list of Canadian, Scottish and South African names: a pogo is a corn
    // dog, a mealie an ear of corn, a samoosa a samosa, icewine a sweet dessert wine, a
    // Dundee cake a fruitcake, a koeksister a doughnut.
    "pogo": "corn dog", "pogos": "corn dog", "mealie": "corn", "mealies": "corn",
    "samoosa": "samosa", "samoosas": "samosa", "icewine": "wine dessert sweet",
    "ice wine": "wine dessert sweet", "dundee cake": "cake fruitcake",
    "koeksister": "doughnut", "koeksisters": "doughnut",
    // Names USDA spells otherwise or lists by what they are: laulau ("Lau lau"), shave ice
    // (a snow cone), rooibos (an herbal tea), pilau (rice pilaf), balut (a cooked duck egg),
    // Celsius (a sugar-free energy drink), chicharon (pork rinds), mondongo (tripe soup), a
    // "sav blanc", San Mig Light, and "pedialite" as typed.
    "laulau": "lau lau", "laulaus": "lau lau", "shave ice": "snow cone",
    "shaved ice": "snow cone", "rooibos": "tea hot herbal", "rooibos tea": "tea hot herbal",
    "pilau": "rice pilaf", "balut": "duck egg cooked", "celsius": "energy drink sugar free",
    "chicharon": "pork skin rinds", "mondongo": "latino tripe soup",
    "sav blanc": "white wine", "san mig": "beer",
    "san mig light": "beer light", "san mig lights": "beer light",
    "pedialite": "fluid replacement electrolyte solution",
    // Port is a sweet dessert wine (it had been Port Salut cheese, and "port wine" no food);
    // the cheese is still the cheese.
    "port": "wine dessert sweet", "port wine": "wine dessert sweet",
    "tawny port": "wine dessert sweet", "port salut": "cheese port de salut",
    // V8 is USDA's tomato and vegetable juice (it had been orange juice); a cup of
    // "broccoli cheddar" is the soup chains sell by that name, not 8 oz of cheddar.
    "v8": "tomato and vegetable juice", "broccoli cheddar": "soup broccoli cheese",
    // Packaged foods by brand and names spelt as said: "ham n cheese hotpocket" had been ham and
    // cheese, "a yoplait" and "a jelo cup" no food, "two paratas" stewed chicken, "purin" (a
    // Japanese caramel custard) puri bread, "a whisky highball" whisky and a cup of soda.
    "hotpocket": "hot pocket", "hotpockets": "hot pocket", "maruchan": "instant",
    "maruchan ramen": "soup ramen noodle any flavor dry",
    "maruchan chicken ramen": "soup ramen noodle chicken flavor dry",
    "maruchan beef ramen": "soup ramen noodle beef flavor dry",
    "yoplait": "yogurt fruit low fat", "nature valley": "granola bars hard",
    "jelo": "gelatin", "parata": "paratha", "paratas": "paratha", "pulao": "rice pilaf",
    "purin": "flan", "highball": "whiskey and soda", "highballs": "whiskey and soda",
    "whisky highball": "whiskey and soda", "whiskey highball": "whiskey and soda",
    // Drinks by their names, from my own list: Mountain Dew had been the AMP energy drink,
    // "16 oz cold brew", BodyArmor, Prime and an Arnold Palmer no food.
    "mountain dew": "soft drink fruit flavored", "mtn dew": "soft drink fruit flavored",
    "diet mountain dew": "soft drink diet", "diet mtn dew": "soft drink diet",
    "coldbrew": "coffee brewed", "coldbrews": "coffee brewed",
    "body armor": "sports drink", "bodyarmor": "sports drink", "prime hydration": "sports drink",
    "arnold palmer": "iced tea lemonade juice drink",
    "arnold palmers": "iced tea lemonade juice drink",
    // Fair food: cheese curds had been soybean curd cheese, a lemon shake-up a vanilla
    // milkshake, Dippin' Dots no food.
    "cheese curds": "cheese cheddar",
    "lemon shakeup": "lemonade", "lemon shakeups": "lemonade",
    "dippin dots": "ice cream",
    // Skyr is a strained nonfat yogurt (it had been a Skor toffee bar), muesli uncooked oats,
    // fruit and nuts as granola is, and an ice cream without dairy USDA's non-dairy frozen
    // dessert (it had been fat-free vanilla ice cream).
    "skyr": "yogurt greek nonfat plain", "muesli": "cereal granola",
    "dairy free ice cream": "frozen dessert non dairy",
    "vegan ice cream": "frozen dessert non dairy",
    "oat milk ice cream": "frozen dessert non dairy",
    // Starbucks' Pike Place roast (had been a pike, the fish), Splenda packets, and Fireball,
    // a sweetened cinnamon whisky, as a liqueur.
    "pikeplace": "coffee brewed", "splenda": "sugar substitute sucralose powder",
    "splendas": "sugar substitute sucralose powder", "fireball": "liqueur",
    "fireballs": "liqueur",
    // Barbecued ribs are ribs (USDA's "Ribs, NFS" is sauced), not a rib sandwich: "half dozen
    // bbq ribs" had been six sandwiches, 1,140 g.
    "bbq ribs": "ribs", "barbecue ribs": "ribs", "bbq rib": "ribs",
    "barbecue rib": "ribs",
    "trail mix with m&ms": "trail mix with chocolate",
    "apples and cinnamon instant oatmeal": "oatmeal instant fruit flavored",
    "apple and cinnamon instant oatmeal": "oatmeal instant fruit flavored",
    "apples and cinnamon oatmeal": "oatmeal instant fruit flavored",
    // Cabbage leaves rolled around beef and rice, not a raw cabbage.
    "stuffed cabbage": "stuffed cabbage rolls",
    "trail mix with m&m": "trail mix with chocolate",
    // Korean rolls of rice and fillings in laver, as vegetable sushi rolls.
    "kimbap": "sushi roll vegetable", "gimbap": "sushi roll vegetable",
    // "gyeran mari (rolled omelette)": the Korean rolled omelet ("mari" had been M&M Mars
    // candy).
    "gyeran mari": "egg omelet", "gyeranmari": "egg omelet",
    "kimchee": "kimchi",
    // A Korean lager by the can.
    "cass": "beer",
    // A soft white yeast roll had been a pork roll.
    "yeast roll": "roll white soft", "yeast rolls": "roll white soft",
    // Papaya, as West Africa, the Caribbean and Australia call it.
    "pawpaw": "papaya", "pawpaws": "papaya", "paw paw": "papaya",
    // Naked's bottled smoothies.
    "naked juice": "fruit and vegetable smoothie bottled",
    // A stuffed bell pepper had been a raw red pepper beside its filling.
    "stuffed bell pepper": "stuffed pepper", "stuffed bell peppers": "stuffed pepper",
    // Lagers by the bottle: Peru's Cusqueña and Portugal's Super Bock and Sagres (the 330 ml
    // had gone to the sandwich before).
    "cusquena": "beer", "superbock": "beer", "sagres": "beer",
    // Brazil's dulce de leche, Peru's sweet potato, and Brazil's black beans with pork (had
    // been a feijoa, the fruit).
    "doce leite": "dulce de leche", "camote": "sweet potato", "camotes": "sweet potato",
    "feijoada": "black beans with meat",
    // German potato pancakes, Polish cheesecake, a buttered Bavarian pretzel.
    "kartoffelpuffer": "potato pancake", "sernik": "cheesecake plain",
    "butterbrezel": "pretzels soft", "butterbrezn": "pretzels soft",
    // A breaded pork cutlet is USDA's coated pork chop (it had been plain pork).
    "pork schnitzel": "pork chop coated", "schweineschnitzel": "pork chop coated",
    "tonkatsu": "pork chop coated", "pork katsu": "pork chop coated",
    "eggroll": "egg roll", "eggrolls": "egg roll", "twinkie": "snack cake white",
    "twinkies": "snack cake white", "ruffles": "potato chips", "guava fruit": "guava",
    "sunchips": "multigrain chips",
    "clamato": "clam and tomato juice", "sandia": "watermelon",
    // Polish split pea soup with smoked meat; a Spanish bar's small glass of beer; nori, the
    // pressed laver of sushi and musubi.
    "grochowka": "soup split pea with meat", "cana": "beer", "canas": "beer",
    "orecchiette": "pasta cooked", "nori": "seaweed laver raw", "mejillones": "mussels",
    // Parmesan by its short name (it had been no food: "2 tbsp grated parm on top").
    "parm": "parmesan cheese",
    // A paratha is a roti of its own kind ("buss up shut (paratha roti)" had been a chapati).
    "paratha roti": "bread paratha", "paratha rotis": "bread paratha", "bobatea": "tea bubble",
    // French food by its French names (onion soup had been any soup, a yogurt pot no food,
    // crème caramel and hachis parmentier no food, "tarte aux pommes" a breakfast tart).
    "soupe loignon": "soup french onion",
    "tartelette": "tart", "tartelettes": "tart", "tartelette aux fraises": "tart",
    "tarte aux pommes": "pie apple", "tarte tatin": "pie apple", "yaourt": "yogurt",
    "yaourts": "yogurt", "yaourt nature": "yogurt plain", "creme caramel": "flan",
    "hachis parmentier": "shepherd pie", "melon charentais": "cantaloupe", "jambon": "ham",
    "jambon bayonne": "prosciutto", "bordeaux": "red wine", "beaujolais": "red wine",
    // Spanish food by its Spanish names.
    "aceitunas": "olives", "aceituna": "olive", "aceitunas verdes": "olives green",
    "natillas": "custard", "albondigas": "meatballs", "albondigas salsa": "meatballs with sauce",
    "pisto": "ratatouille", "bacalao": "cod", "bacalao al horno": "cod baked",
    "morcilla": "blood sausage",
    "almendras": "almonds", "higos": "figs", "higos frescos": "figs raw", "higo": "fig",
    "mosto": "grape juice",
    "cubata": "rum and cola", "paeya": "paella", "cerveza sin alcohol": "beer nonalcoholic",
    "zumo": "juice",
    // Dutch and Scandinavian food by their own names.
    "knackebrod": "crispbread rye", "patat": "french fries fast food",
    "pannenkoek": "pancakes plain",
    "pannenkoeken": "pancakes plain", "stroop": "syrup pancake", "jenever": "gin",
    "karnemelk": "buttermilk lowfat", "kibbeling": "cod fried",
    "poffertjes": "miniature pancakes plain",
    "pofertjes": "miniature pancakes plain", "pepparkakor": "gingersnaps",
    "appeltaart": "pie apple",
    "erwtensoep": "soup split pea with meat", "appelsap": "apple juice", "volkoren": "whole wheat",
    "pindakaas": "peanut butter", "havregrynsgrot": "oatmeal", "aquavit": "vodka",
    // A Turkish lager; vine leaves rolled round rice, with or without meat.
    "efes": "beer", "yaprak sarma": "grape leaves stuffed with rice",
    "grapeleaves": "grape leaves", "grapeleaves stuffed": "stuffed grape leaves",
    "stuffed grapeleaves": "stuffed grape leaves",
    // A tuna melt is a tuna salad sandwich with cheese (it had been tuna in white sauce);
    // Hostess's cupcake is the chocolate snack cake.
    "tuna melt": "tuna salad sandwich with cheese", "tuna melts": "tuna salad sandwich with cheese",
    "hostess cupcake": "snack cake chocolate", "hostess cupcakes": "snack cake chocolate",
    // Guava pastries; a house cabernet; Greek yogurt written short; Cuban picadillo; Spanish
    // garlic prawns; Taco Bell's fried twists; scotcheroos; reindeer, USDA's caribou; kipes,
    // the Dominican kibbeh; Naked's green smoothie; Vietnamese sugarcane juice.
    "pastelito guayava": "pastry pastelitos guava", "pastelito guayaba": "pastry pastelitos guava",
    "pastelitos guayaba": "pastry pastelitos guava", "guava pastelito": "pastry pastelitos guava",
    "guava pastelitos": "pastry pastelitos guava", "house cab": "red wine", "cab sauv": "red wine",
    "white whine": "white wine", "gr yog": "yogurt greek",
    "picadillo": "stewed seasoned ground beef mexican",
    "picadilo": "stewed seasoned ground beef mexican", "gambas": "shrimp",
    "gambas al ajillo": "shrimp in garlic sauce",
    "cinnamon twists": "pastry mainly flour and water fried",
    "scotcheroo": "cookie chocolate made with rice cereal",
    "scotcheroos": "cookie chocolate made with rice cereal", "reindeer": "caribou",
    "kipe": "kibby puerto rican", "kipes": "kibby puerto rican",
    "green machine": "fruit and vegetable smoothie bottled", "nuoc mia": "sugar cane beverage",
    // A banh mi is a sandwich on a baguette ("a grilled pork banh mi" had been 30 g of pork).
    "banh mi": "sandwich",
    // Piña, pineapple (a cup of it had been a piña colada); egg nigiri (and "nigri" typed for
    // nigiri); Haitian pikliz, a pickled cabbage; Haiti's Prestige lager; Texas toast, a thick
    // garlic bread.
    "pina": "pineapple raw", "tamago nigiri": "sushi topped with egg",
    "tamago nigri": "sushi topped with egg",
    "nigri": "sushi topped", "pikliz": "cabbage green pickled", "prestige": "beer",
    "texas toast": "garlic bread", "garlic texas toast": "garlic bread",
    // A fruit sorbet, and margaritas spelled with two r's (they had been no food).
    "fruit sorbet": "sorbet",
    "margarrita": "margarita", "margarritas": "margarita", "margaritta": "margarita",
    "margarittas": "margarita",
    "frozen texas toast": "garlic bread from frozen",
    "frozen garlic texas toast": "garlic bread from frozen",
    // Hawaiian poke is cubes of raw fish (ahi poke had been cooked poke greens).
    "ahi poke": "tuna raw", "tuna poke": "tuna raw", "shoyu poke": "tuna raw",
    "salmon poke": "salmon raw", "ahi": "tuna",
    // USDA's strawberry shake is the fast-food one, whose name lacks "milk" (it had been a
    // chocolate milkshake).
    "strawberry milkshake": "shake fast food strawberry",
    "strawberry milkshakes": "shake fast food strawberry",
    "strawberry shake": "shake fast food strawberry",
    "strawberry shakes": "shake fast food strawberry",
  ]

  /// Grains and pastas weighed before cooking, and the words of their dry USDA rows.
  static let driedGrains: [String: String] = [
    "rice": "rice white medium grain raw enriched",
    "white rice": "rice white medium grain raw enriched",
    "jasmine rice": "rice white medium grain raw enriched",
    "basmati rice": "rice white medium grain raw enriched",
    "brown rice": "rice brown long grain unenriched raw",
    "pasta": "pasta dry enriched", "spaghetti": "pasta dry enriched",
    "penne": "pasta dry enriched", "macaroni": "pasta dry enriched",
    "fusilli": "pasta dry enriched", "rotini": "pasta dry enriched",
    "linguine": "pasta dry enriched", "noodles": "noodles egg dry enriched",
    "egg noodles": "noodles egg dry enriched", "quinoa": "quinoa uncooked",
    "lentils": "lentils raw", "couscous": "couscous dry", "oats": "oats raw",
    "bulgur": "bulgur dry", "barley": "barley pearled raw", "millet": "millet raw",
    "farro": "farro pearled dry", "wild rice": "wild rice raw", "rice noodles": "rice noodles dry",
    "buckwheat": "buckwheat groats roasted dry", "spelt": "spelt uncooked",
  ]

  /// Dishes whose names contain a word the parser would otherwise split a meal on.
  static let compounds: [[String]] = [
    // "sausage & egg mcmuffin" is McDonald's one sandwich (had been a sausage beside it).
    ["sausage", "and", "egg", "mcmuffin"],
    ["half", "and", "half"], ["mac", "and", "cheese"], ["mac", "n", "cheese"],
    ["macaroni", "and", "cheese"], ["peanut", "butter", "and", "jelly"],
    ["peanut", "butter", "and", "jam"], ["pb", "and", "j"], ["salt", "and", "pepper"],
    ["salt", "and", "vinegar"],
    ["sweet", "and", "sour"], ["pork", "and", "beans"],
    ["fruit", "and", "veggie", "smoothie"], ["fruit", "and", "vegetable", "smoothie"],
    // A name, not a quarter of something.
    ["quarter", "pounder"],
    ["rice", "and", "beans"], ["beans", "and", "rice"], ["red", "beans", "and", "rice"],
    ["red", "beans", "n", "rice"],
    ["rice", "and", "kidney", "beans"], ["kidney", "beans", "and", "rice"],
    ["spaghetti", "and", "meatballs"], ["franks", "and", "beans"],
    ["franks", "and", "sauerkraut"], ["hot", "dogs", "and", "sauerkraut"],
    ["hotcakes", "and", "sausage"], ["biscuits", "with", "gravy"], ["biscuit", "with", "gravy"],
    // "6 potato & cheese pierogi": the dumplings' filling (had been six potatoes).
    ["potato", "and", "cheese", "pierogi"], ["potato", "and", "cheese", "pierogies"],
    ["potato", "and", "cheese", "perogies"], ["cheese", "and", "potato", "pierogi"],
    ["cheese", "and", "potato", "pierogies"],
    ["biscuits", "and", "gravy"], ["cookies", "and", "cream"], ["chicken", "and", "dumplings"],
    ["chicken", "and", "waffles"], ["corned", "beef", "and", "cabbage"],
    // "a cup of chicken and noodles": FNDDS's one dish (had been stewed chicken beside plain
    // noodles, a cup of each).
    ["chicken", "and", "noodles"], ["beef", "and", "noodles"], ["turkey", "and", "noodles"],
    ["liver", "and", "onions"], ["oil", "and", "vinegar"], ["surf", "and", "turf"],
    ["ham", "and", "cheese", "sandwich"], ["bread", "and", "butter", "pickles"],
    ["egg", "and", "cheese", "sandwich"], ["bacon", "and", "egg", "sandwich"],
    // "a bacon egg & cheese bagel", "sausage egg & cheese mcgriddle": one sandwich (had been
    // an egg burrito and a cheese bagel).
    ["egg", "and", "cheese", "bagel"], ["egg", "and", "cheese", "biscuit"],
    ["egg", "and", "cheese", "bagels"], ["egg", "and", "cheese", "biscuits"],
    ["egg", "and", "cheese", "croissant"], ["egg", "and", "cheese", "mcgriddle"],
    ["egg", "and", "cheese", "croissanwich"], ["egg", "and", "cheese", "croissanwhich"],
    ["egg", "and", "cheese", "wakeup", "wrap"],
    ["egg", "and", "cheese", "mcgriddles"], ["egg", "and", "cheese", "english", "muffin"],
    ["ham", "and", "cheese", "hot", "pocket"], ["ham", "and", "cheese", "pocket"],
    ["ham", "and", "cheese", "hotpocket"],
    ["bread", "and", "butter", "pudding"], ["hot", "and", "sour"], ["hot", "n", "sour"],

    ["sausage", "and", "peppers"], ["shrimp", "and", "grits"], ["rum", "and", "cola"],
    ["rum", "and", "coke"], ["rum", "and", "cokes"], ["jack", "and", "coke"],
    ["jack", "and", "cokes"], ["whiskey", "and", "coke"],
    ["chicken", "and", "sausage", "gumbo"], ["biscuit", "and", "gravy"],
    ["gin", "and", "tonic"],
    // FNDDS's "Soup, split pea, with meat" is the ham one.
    ["split", "pea", "and", "ham", "soup"], ["pea", "and", "ham", "soup"],
    ["ham", "and", "bean", "soup"], ["bean", "and", "ham", "soup"],
    // "beef and bean chili" is one chili ("Chili with meat and beans").
    ["beef", "and", "bean", "chili"], ["beef", "and", "beans", "chili"],
    ["turkey", "and", "bean", "chili"],
    // "Trail mix with nuts and fruit", however the fruit is named.
    ["rice", "and", "peas"], ["rice", "n", "peas"], ["ham", "and", "cheese", "sarnie"],
    ["ham", "and", "cheese", "butty"],
    ["trail", "mix", "with", "nuts", "and", "raisins"],
    ["trail", "mix", "with", "nuts", "and", "fruit"],
    // "trail mix w m&ms": USDA's trail mix with chocolate, not trail mix beside a bag of M&Ms.
    ["trail", "mix", "with", "m&ms"], ["trail", "mix", "with", "m&m"],
    // Instant oatmeal by its packet's flavor ("apples and cinnamon instant oatmeal packet" had
    // been two apples and cinnamon sugar beside oatmeal).
    ["apples", "and", "cinnamon", "instant", "oatmeal"],
    ["apple", "and", "cinnamon", "instant", "oatmeal"], ["apples", "and", "cinnamon", "oatmeal"],
  ]

  /// Cooking words as written, normalized.
  static let cookingWords: WordTable<String> = [
    "raw": "raw", "uncooked": "raw", "cooked": "cooked", "boiled": "boiled",
    "hardboiled": "hard boiled", "poached": "poached", "grilled": "grilled",
    "chargrilled": "grilled", "barbecued": "grilled", "broiled": "broiled",
    "fried": "fried", "panfried": "fried", "baked": "baked", "roasted": "roasted",
    "roast": "roasted", "rotisserie": "roasted", "steamed": "steamed", "steam": "steamed",
    "scrambled": "scrambled", "sauteed": "sauteed",
    "stewed": "stewed", "braised": "stewed", "microwaved": "cooked", "airfried": "baked",
    // Battered fish is fried in its batter ("Fish, cod, fried").
    "battered": "fried",
  ]

  /// For each normalized cooking word, USDA name words in order of preference: a name with a
  /// word of the first group matches best. Names with another cooking word are the wrong form.
  static let cookingMatches: [String: [[String]]] = [
    "raw": [["raw"], ["fresh", "uncooked"]],
    // "4 oz chicken cooked in coconut oil": stewed or sauteed chicken are cooked chicken too
    // (they had been the wrong form, and the chicken nuggets).
    "cooked": [
      ["cooked"],
      [
        "boiled", "steamed", "baked", "roasted", "broiled", "grilled", "rotisserie", "stewed",
        "sauteed", "braised",
      ],
    ],
    "boiled": [["boiled"], ["steamed", "poached", "simmered"], ["cooked"]],
    "hard boiled": [["hard"], ["boiled"], ["cooked"]],
    "poached": [["poached"], ["boiled"], ["cooked"]],
    "grilled": [["grilled"], ["broiled", "roasted", "rotisserie", "baked"], ["cooked"]],
    "broiled": [["broiled"], ["grilled", "baked", "roasted"], ["cooked"]],
    "baked": [["baked"], ["roasted", "broiled", "rotisserie"], ["cooked"]],
    "roasted": [["roasted", "roast"], ["rotisserie", "baked", "broiled"], ["cooked"]],
    "fried": [["fried"], ["sauteed"], ["cooked"]],
    "steamed": [["steamed"], ["boiled"], ["cooked"]],
    "scrambled": [["scrambled"], ["omelet"], ["cooked"]],
    "sauteed": [["sauteed"], ["fried"], ["cooked"]],
    "stewed": [["stewed"], ["braised", "simmered", "boiled"], ["cooked"]],
  ]

  /// USDA name words that say how a food was prepared; a name with one that was not asked
  /// for describes another form of the food.
  static let preparationWords: WordSet = [
    "raw", "uncooked", "cooked", "boiled", "grilled", "broiled", "baked", "roasted",
    "rotisserie", "steamed", "fried", "scrambled", "poached", "sauteed", "stewed", "braised",
    "simmered", "microwaved", "omelet", "heat",
  ]

  /// Words for the form or cut of a food; they steer the household measure ("cup, sliced")
  /// and are preferred in a name, but a name need not contain them.
  static let formWords: WordSet = [
    "sliced", "chopped", "diced", "cubed", "chunks", "chunk", "shredded", "grated", "halves",
    "halved", "minced", "crushed", "pureed", "spears", "florets", "strips", "pieces",
    "wedges", "wedge", "pouch", "pouches", "rings", "kernels", "ground", "plain", "fresh", "packed",
    "black", "baby",
    "leftover", "homemade", "hot", "iced", "cold", "warm", "organic", "cut", "thick", "thin",
    "slices", "cubes",
    // A salmon fillet is salmon: "Chicken fillet" keeps the word but not the fish.
    "fillet", "fillets", "filet", "filets",
  ]

  /// Words that belong to the sentence, not to the food.
  static let fillerWords: WordSet = [
    "i", "we", "he", "she", "they", "you", "me", "my", "our", "your", "his", "her", "their",
    "had", "have", "has", "ate", "eat", "eaten", "eating", "drank", "drinking",
    "grabbed", "got", "ordered", "enjoyed", "finished", "consumed", "snacked", "tried",
    "shared", "was", "were", "is", "are", "just", "also", "then", "today", "tonight",
    "yesterday", "morning", "afternoon", "evening", "night", "earlier", "later", "some", "of",
    "the", "this", "that", "these", "those", "it", "them", "on", "or", "over", "mixed", "topped",
    "served", "plus", "us", "noon", "midday", "mid", "midmorning", "em", "nada",
    // "the rice only ones": USDA's "… only" ("Veal, external fat only") is no food of its own.
    "only", "ones",
    // "a solid milk chocolate easter bunny": the season, not Eastern oysters.
    "easter",
    // "tuna from 1 small can": where it came from, not USDA's "Fish sandwich, from school
    // cafeteria".
    "from",
    "about",
    "around", "approximately", "approx", "abt", "roughly", "like", "maybe", "probably", "lots",
    "lot", "bit",
    // "3 cups in total honestly": how sure, not how much.
    "honestly", "tbh",
    "side", "extra", "breakfast", "lunch", "dinner", "supper", "brunch", "snack", "dessert",
    "meal", "for", "at", "as", "in", "to", "x", "merienda",
  ]

  /// Verbs after which a sentence remarks on something rather than says what was eaten.
  static let remarkVerbs: WordSet = [
    "is", "are", "was", "were", "feel", "feels", "felt", "seem", "seems", "seemed", "tasted",
    "looked", "smelled",
    // "sugars stayed ok", "sugar spiked": a reading of blood sugar, not sugar eaten.
    "stayed", "spiked",
  ]

  /// Verbs of eating and drinking, where a sentence gets to the food.
  static let eatingVerbs: WordSet = [
    "had", "ate", "drank", "grabbed", "got", "ordered", "enjoyed", "finished", "snacked",
    "consumed", "tried", "shared", "made", "savored", "savoured", "devoured", "treated",
    "refueled", "refuelled", "munched", "sipped", "scarfed", "inhaled", "nibbled", "chugged",
    "slurped", "gulped", "polished", "wolfed", "downed", "demolished", "indulged", "fueled",
    "fuelled", "picked", "reached", "chowed", "cooked", "baked", "prepared", "heated",
    "warmed", "eat", "eating", "drink", "drinking", "split",
  ]

  /// People a meal is with or from ("my kid didn't finish her mac and cheese"): narration.
  static let companions: WordSet = [
    "kid", "kids", "kiddo", "toddler", "daughter", "son", "husband", "wife", "boyfriend",
    "girlfriend", "roommate", "coworker", "coworkers", "colleague", "sister", "brother", "mom",
    "dad", "friend", "friends", "girls", "guys",
    // "with my mum" had been Baby MUM MUM rice biscuits.
    "mum", "mam", "mummy", "mommy", "daddy", "bf", "gf", "bestie", "bff", "hubby", "partner",
    "spouse", "fiance", "fiancee", "mate", "mates", "roommates", "flatmate", "flatmates",
    "housemate", "housemates", "colleagues", "sis", "bro", "sisters", "brothers", "boys",
    "grandma", "grandpa", "grandad", "nan", "nana", "granny", "cousin", "cousins", "aunt",
    "uncle", "child", "children",
    // "my mother send me tamales from home" had been a second serving of tamales.
    "mother", "father", "mothers", "fathers",
    // "bubbie sent me home with leftovers" had been a bubble tea.
    "bubbie", "bubbe", "bubby", "zayde",
    // "off my toddler's plate": the possessive, its apostrophe gone (it had been toddler
    // formula, 300 g).
    "toddlers", "kiddos", "sons", "daughters", "husbands", "wifes", "hubbys", "boyfriends",
    "girlfriends", "moms", "mums", "dads", "grandmas", "grandpas", "nanas", "aunts", "uncles",
    "partners", "spouses", "besties",
  ]

  /// Other people, whose meals are theirs ("my wife had a salad").
  static let otherPeople = companions.union(["baby", "partner", "he", "she", "they"])

  /// Verbs that say someone ate or drank (not cooked, bought or ordered, which may be for
  /// the person too).
  static let consumingVerbs: WordSet = [
    "had", "has", "ate", "eats", "drank", "drinks", "finished", "devoured", "munched",
    "sipped", "slurped", "gulped", "chugged", "inhaled", "scarfed", "nibbled", "snacked",
    "enjoyed",
  ]

  /// Verbs a person says they did not do to a food they named ("didn't eat any").
  static let notEatenVerbs: WordSet = [
    "eat", "have", "touch", "try", "taste", "drink", "ate", "had", "touched", "tried", "tasted",
  ]

  /// Words before "de" in names USDA writes in Spanish ("Atole de avena", "Dulce de leche",
  /// "Salsa, pico de gallo", "Soup, sopa or caldo de res"), where the "de" stays.
  static let namesWithDe: WordSet = [
    "atole", "port", "dulce", "pico", "pastelitos", "pastelito", "sopa", "caldo", "cafe",
  ]

  /// Spanish dishes named before what they are made of ("tacos de carnitas"), which English
  /// and USDA name after it.
  static let spanishDishHeads: WordSet = [
    "taco", "tacos", "burrito", "burritos", "torta", "tortas", "quesadilla", "quesadillas",
    "gordita", "gorditas", "sope", "sopes", "enchilada", "enchiladas", "tostada", "tostadas",
    "tamal", "tamales", "tamale", "flauta", "flautas", "tortilla", "tortillas", "empanada",
    "empanadas", "paleta", "paletas", "pastelillo", "pastelillos",
    // Heads read from Spanish ("jugo de naranja": orange juice).
    "juice", "gelatin",
  ]

  /// Words before "con" in names that keep it ("cafe con leche", "chili con carne").
  static let namesWithCon: WordSet = [
    "cafe", "chili", "chile", "arroz", "salsa", "dip", "leche", "carne",
  ]

  /// The ranges of cacao solids USDA names dark chocolate by ("45- 59%", "60-69%", "70-85%").
  static let cacaoRanges: [ClosedRange<Int>] = [45...59, 60...69, 70...85]

  /// Fish that come with chips, which are then fries ("cod and chips", "fish and chips").
  static let chipShopFish: WordSet = [
    "fish", "cod", "haddock", "plaice", "pollock", "hake", "whiting",
  ]

  /// Places where chips are fries, wherever English calls them chips, and what only fries
  /// come with ("chips and gravy", "mushy peas"; curry sauce is checked as a pair).
  static let chipServingPlaces: WordSet = [
    "pub", "chippy", "chipper", "takeaway", "gravy", "mushy",
    // A pub's parmi or schnitzel and chips, a basket of scampi and chips.
    "parmi", "parmy", "parma", "schnitzel", "scampi",
  ]

  /// Words after an hour ("around 3 pm", "at 10 then …") that show it is a time of day.
  static let afterHourWords: WordSet = [
    "am", "pm", "ish", "oclock", "then", "and", "i", "we", "before", "after", "while", "for",
    "when", "on", "in", "at", "with", "so", "but", "right", "was", "were", "had", "ate",
    "got", "a", "an",
  ]

  /// Verbs that say a food named after them was not eaten ("left the fries", "saving the pie
  /// for tomorrow").
  static let leavingVerbs: WordSet = [
    "left", "leaving", "saved", "saving", "skipped", "skipping", "tossed", "threw", "refused",
    // "got a baconator but ditched the bun" (the bun had been a bao bun).
    "ditched", "ditching",
  ]

  /// Words that, said alone, mean one food of the many named by them: "flour" is the
  /// all-purpose wheat flour of recipes (had been arrowroot flour), while "almond flour" is
  /// still almond flour.
  static let aloneMeaning: [String: [String]] = [
    "flour": ["wheat", "flour", "white", "all", "purpose"],
    // "a pretzel", "a large pretzel": one soft pretzel (had been a bag of hard ones, 57 or
    // 85 g); "pretzels" and "10 pretzel sticks" are still the hard snack.
    "pretzel": ["pretzels", "soft"],
  ]

  /// Words before "out of" that say a food was not there to have ("ran out of milk",
  /// "they were out of bagels").
  static let runningOutWords: WordSet = [
    "ran", "run", "runs", "running", "was", "were", "is", "are", "all", "totally", "completely",
    "sold",
  ]

  /// Words that end such a clause: the sentence goes on about something else.
  static let uneatenClauseEnds: WordSet = [
    "but", "so", "then", "instead", "i", "we", "because", "though", "although", "just",
  ]

  /// Words after such a verb that point back to the food named before it ("any", "it",
  /// "myself").
  static let backReferences: WordSet = [
    "any", "it", "them", "one", "some", "anything", "myself", "a", "bite", "single", "of",
    "those", "that", "either",
  ]

  /// Words that say a food is planned or wanted, not eaten ("gonna get sushi later").
  static let intentWords: WordSet = [
    "will", "gonna", "going", "plan", "plans", "planning", "want", "wants", "wanna", "craving",
    "dreaming", "thinking", "need", "needs", "should", "might", "tomorrow", "remind",
  ]

  /// Verbs after "want to" or "need to" that are about the log, not the meal ("need to log 2
  /// eggs").
  static let loggingVerbs: WordSet = ["log", "add", "track", "record", "enter", "save"]

  /// The eating verbs that do not say a meal was eaten ("gonna eat…").
  static let presentEatingVerbs: WordSet = ["eat", "eating", "drink", "drinking"]

  /// Words that start a clause about the circumstances ("while watching the game"), which
  /// runs to the end of its part of the sentence.
  static let clauseStarters: WordSet = [
    "while", "before", "after", "during", "when", "watching",
    // "a small frosty bc it was 95 degrees out": the reason, whose number is no count.
    "because", "bc", "cuz", "coz",
  ]

  /// Conjunctions that start a new clause when a subject follows ("so i got…", "but we
  /// had…"); the parser splits the meal there.
  static let clauseConjunctions: WordSet = [
    "so", "but", "because", "since", "though", "although", "cuz", "bc",
  ]

  /// Subjects of a clause.
  static let subjectPronouns: WordSet = ["i", "we", "he", "she", "they", "you", "u"]

  /// Meal names; "for lunch", "with dinner", "as a snack" say when, not what.
  static let mealNames: WordSet = [
    "breakfast", "lunch", "dinner", "supper", "brunch", "snack", "dessert", "meal",
    // British English for dessert ("bread pudding for afters"); the Filipino and Spanish
    // afternoon snack.
    "afters", "merienda",
  ]

  /// Foods a person names after what is on or in them ("peanut butter toast", "blueberry
  /// oatmeal"): when USDA has no food for the pair, it is this food with the other.
  static let toppedFoods: WordSet = [
    "toast", "bagel", "bagels", "oatmeal", "porridge", "yogurt", "yoghurt", "pancake",
    "pancakes", "waffle", "waffles", "crackers", "cracker",
  ]

  /// Toppings USDA names by another word: a "cinnamon roll w icing" is "…, frosted" already.
  static let sameTopping: [String: String] = ["icing": "frosting", "iced": "frosted"]

  /// Occasions a meal is "for" or eaten "at" ("wings for the game", "cake at the party"):
  /// circumstances like a meal's name, never the food ("Game meat, antelope").
  static let occasionWords: WordSet = [
    "game", "games", "party", "movie", "movies", "birthday", "celebration", "holiday",
    "holidays", "potluck", "picnic", "barbecue", "bbq", "cookout", "office", "team", "road", "trip",
    "weekend", "match",
  ]

  /// USDA name words that add nothing a person would have said ("NFS", "all commercial
  /// varieties"), so a name is not penalized for having them.
  static let neutralNameWords: WordSet = [
    "nfs", "fresh", "regular", "plain", "prepared", "enriched", "commercially", "and", "or", "fat",
    "of", "with", "on", "in", "flesh", "edible", "mature", "seeds", "drained", "solids", "fluid",
    "table", "entree",
    "100", "unsalted", "salted", "heat", "ripe", "brewed", "hot", "leaf", "whole",
  ]

  /// Foods USDA has only in particular kinds, none of them plain, with the kind meant when
  /// the person names none (`kindWords`): a pizza is a cheese pizza on a thin crust, not a
  /// Mexican or dessert pizza.
  // The kind words are arrays: built into sets, their 600 words were hashed at every start.
  static let usualKinds: [String: (words: [String], kindWords: [String])] = [
    // "a cup of steamed cabbage": green cabbage, not Chinese, unless another kind is named.
    "cabbage": (
      ["green"],
      [
        "chinese", "napa", "bok", "choy", "pak", "choi", "red", "purple", "savoy", "japanese",
        "mustard", "kimchi", "pickled", "salted", "celery", "salad", "slaw", "rolls", "roll",
        "stuffed", "soup", "with", "ham", "hock", "hocks", "bacon", "sausage", "corned", "beef",
        "pork",
      ]
    ),
    // "a glass of lemonade": the real kind, FNDDS's "fruit juice drink", unless another is
    // named ("from the powder", "fizzy", "vodka lemonade").
    "lemonade": (
      ["juice"],
      [
        "powder", "powdered", "mix", "fizzy", "frozen", "concentrate", "flavored", "pink",
        "vodka", "diet", "light", "sugar", "free", "soda", "juice", "fruit",
      ]
    ),
    // "a glass of horchata": the restaurant's, unless made with milk or water is said.
    "horchata": (["restaurant"], ["milk", "water", "leche", "agua"]),
    "pizza": (
      ["cheese", "thin", "crust"],
      [
        "thin", "thick", "crust", "stuffed", "pan", "deep", "dessert", "mexican", "white",
        "breakfast", "meat", "pepperoni", "sausage", "vegetable", "vegetables", "veggie",
        "gluten", "wheat", "fruit", "hawaiian", "bean", "beans",
      ]
    ),
    // "a cake": FNDDS's cake or cupcake, not a fish cake, unless a kind is named.
    "cake": (
      ["cupcake"],
      [
        "chocolate", "vanilla", "carrot", "cheese", "pound", "angel", "sponge", "coffee", "fruit",
        "yellow", "white", "red", "velvet", "birthday", "lemon", "strawberry", "banana",
        "funnel", "rice", "crab", "fish", "ice", "cream", "german", "marble", "devil", "spice",
        "upside", "sheet", "layer", "bundt", "lava", "cupcake", "pan", "shortcake", "tres",
        "leches", "jelly", "gingerbread", "pumpkin", "coconut", "apple", "almond", "potato",
        "salmon", "corn", "oat", "boston", "icebox", "christmas", "wedding", "frosted",
        "sweet", "tea", "dump", "crumb", "streusel", "lamington", "fairy", "cup", "mug", "cakes",
      ]
    ),
    // "tea": a cup of hot black tea, not bubble tea (435 g, 239 kcal) or hibiscus, unless
    // another kind is named.
    "tea": (
      ["hot", "leaf", "black"],
      [
        "green", "herbal", "herb", "chamomile", "mint", "peppermint", "ginger", "chai", "iced",
        "ice", "sweet", "sweetened", "unsweetened", "bottled", "bubble", "boba", "milk",
        "kombucha", "oolong", "white", "jasmine", "hibiscus", "matcha", "rooibos", "instant",
        "decaf", "decaffeinated", "cake", "cakes", "biscuit", "biscuits", "sandwich",
        "sandwiches", "thai", "arizona", "fruit", "berry", "raspberry", "peach", "long",
        "island", "powder", "mix", "latte", "brewed",
      ]
    ),
    // "peas": green peas, not black-eyed or split ones, unless those are named.
    "peas": (
      ["green"],
      [
        "blackeyed", "black", "eyed", "split", "snow", "sugar", "snap", "chick", "pigeon", "cow",
        "field", "crowder", "edible", "podded", "mushy", "green", "english", "sweet", "purple",
        "hull", "southern", "rice", "and",
      ]
    ),
    // "a curry": chicken curry, the usual one, unless another is named (was beef curry).
    "curry": (
      ["chicken"],
      [
        "beef", "lamb", "goat", "fish", "shrimp", "prawn", "prawns", "lentil", "lentils",
        "vegetable", "vegetables", "veggie", "chickpea", "chickpeas", "potato", "paneer", "egg",
        "tofu", "sauce", "powder", "mutton", "pork", "duck", "chicken", "katsu", "crab", "dal",
      ]
    ),
    // "soy milk": the plain sweetened kind sold most, not the chocolate one.
    "soy": (
      ["sweetened"],
      [
        "chocolate", "vanilla", "unsweetened", "sweetened", "light", "sauce", "beans", "bean",
        "nuts", "yogurt", "protein", "flour", "lecithin", "curd", "tofu", "chunks", "burger",
        "sausage", "crumbles", "cheese", "ice", "cream", "latte", "formula", "infant", "glazed",
        "chicken", "noodles", "sprouts", "edamame",
      ]
    ),
    // "sour cream": the regular kind, not the reduced-fat one that has the household measures.
    "sour": (
      ["regular"],
      [
        "light", "lite", "reduced", "fat", "free", "nonfat", "lowfat", "low", "imitation",
        "regular", "full", "sweet", "whiskey", "amaretto", "patch", "cherry", "cherries", "apple",
        "candy", "candies", "gummy", "gummies", "worms", "chips", "chip", "onion", "mix", "soup",
        "hot", "pickle", "pickles", "cabbage", "beer", "milk", "sauce", "orange", "lemon",
      ]
    ),
    // "a piece of fudge": FNDDS's chocolate fudge (30 g a piece), not 100 g of SR's vanilla
    // fudge with nuts, which is weighed only by the ounce.
    "fudge": (
      ["chocolate", "candy"],
      [
        "vanilla", "nuts", "walnut", "walnuts", "peanut", "hot", "cake", "brownie", "brownies",
        "cookie", "cookies", "sundae", "sauce", "syrup", "topping", "frosting", "icing", "ice",
        "cream", "bar", "bars", "pop", "stripes", "chocolate", "candy",
      ]
    ),
    // "a mocha": the coffee-shop drink, unless a frozen or sweet mocha is named.
    "mocha": (
      ["coffee", "cafe"],
      [
        "frappuccino", "frappe", "frozen", "ice", "cream", "cake", "cookie", "cookies", "iced",
        "coffee", "cafe", "latte", "chip", "chips", "almond", "almonds", "bar", "brownie",
      ]
    ),
    // "a piece of chocolate": the candy, not chocolate milk, unless a kind is named.
    "chocolate": (
      ["candy"],
      [
        "milk", "dark", "white", "hot", "syrup", "chip", "chips", "cake", "ice", "cream",
        "pudding", "bar", "bars", "candy", "covered", "cookie", "cookies", "donut", "frosting",
        "sauce", "spread", "croissant", "muffin", "shake", "cocoa", "mousse",
        "brownie", "truffle", "truffles", "drink", "cereal", "pie", "fudge", "kisses", "coated",
        "dipped", "almond", "almonds", "peanut", "peanuts", "raisins", "strawberries",
        "pretzels", "wafer", "egg", "eggs", "coins", "orange", "mint", "protein", "granola",
        "oat", "soy", "almondmilk", "smoothie", "frozen", "yogurt", "sandwich", "chunk",
        "chunks", "morsels", "baking", "unsweetened", "semisweet", "bittersweet", "liqueur",
      ]
    ),
    // "a salad", "a side salad": greens, not FNDDS's beef or crab salad (USDA lists no
    // plain green salad).
    "salad": (
      ["mixed", "greens"],
      [
        "bean", "beans", "beef", "broccoli", "cabbage", "caesar", "caprese", "carrot", "carrots",
        "cheese", "chef", "chicken", "cobb", "coleslaw", "crab", "cucumber", "dressing", "egg",
        "eggs", "fish", "fruit", "gelatin", "greek", "greens", "ham", "jello", "kale", "lobster",
        "macaroni", "mac", "meat", "mixed", "octopus", "pasta", "pea", "peas", "pork", "potato",
        "potatoes", "poultry", "quinoa", "rice", "salmon", "sandwich", "seafood", "shrimp",
        "slaw", "spinach", "steak", "taco", "tomato", "tortellini", "tostada", "tuna", "turkey",
        "waldorf", "wrap",
      ]
    ),
    // Cream in coffee or on berries is light cream, not cream cheese ("Cheese, cream").
    "cream": (
      ["light"],
      [
        "cheese", "sour", "ice", "whipped", "whipping", "heavy", "light", "half", "sauce",
        "puff", "puffs", "soup", "wheat", "rice", "pie", "cone", "substitute", "coconut",
        "corn", "creamed", "cookies", "sandwich", "topping", "filled",
      ]
    ),
    // A bowl of cereal is breakfast cereal, not a cereal bar (355 g of it) or a hot cereal.
    "cereal": (
      ["ready", "eat"],
      [
        "bar", "bars", "granola", "cooked", "hot", "cream", "bran", "corn", "flakes", "oat",
        "oats", "rice", "wheat", "crunch", "chocolate", "honey", "fruit", "puffs", "frosted",
        "baby", "o's", "nut", "nuts", "raisin", "shredded", "plain", "kids", "cinnamon",
      ]
    ),
    // Chicken of no named part is FNDDS's "Chicken, NS as to part", not nuggets or a wing.
    // Only names with every other word said have the word, so no kind need be listed.
    "chicken": (["part"], []),
    // "a roll" with dinner is a bread roll, not FNDDS's "Pork, roll" cold cut.
    "roll": (
      ["major", "flour"],
      [
        "dinner", "hard", "french", "sweet", "cinnamon", "egg", "spring", "sushi", "california",
        "pork", "ham", "cabbage", "kaiser", "sourdough", "wheat", "white", "whole", "rye",
        "pumpernickel", "bran", "cheese", "garlic", "onion", "potato", "hawaiian", "crescent",
        "lobster", "sausage", "pizza", "fruit", "jelly", "fish", "veggie", "vegetable", "shrimp",
        "chicken", "turkey", "beef", "summer", "tuna", "salmon", "crab", "lettuce", "cream",
        "honey", "multigrain", "oat", "gluten", "corn", "rice", "spicy", "dragon", "rainbow",
        "philadelphia", "cheesesteak", "tootsie", "breakfast", "diet", "yeast",
      ]
    ),
    // Vegetables of no named kind are mixed vegetables, not vegetable oil or chips.
    "vegetables": (
      ["mixed"],
      [
        "oil", "juice", "soup", "curry", "chips", "dip", "sandwich", "smoothie", "tempura",
        "stir", "mixed", "raw", "dried", "broth", "stock", "lasagna", "pizza", "egg", "spring",
        "roll", "rolls", "burger", "patty", "beef", "chicken", "pork", "shrimp", "tofu", "rice",
        "pasta", "noodles", "salad", "omelet", "quiche", "pie", "casserole", "korma", "samosa",
        "pakora", "shortening", "spread", "asian", "chinese", "mexican", "italian", "greens",
        "pickled", "cocktail", "mixture", "combination", "ingredient",
      ]
    ),
    // Adobo is eaten with rice, FNDDS's other adobo being with noodles.
    "adobo": (["rice"], ["rice", "noodles"]),
    // Collards are eaten cooked.
    "collards": (["cooked"], ["raw", "cooked", "frozen", "canned"]),
    // Tofu of no named kind is the firm block most people buy, not fried tofu or FNDDS's
    // tempura with fish (USDA's SR rows of plain raw tofu are not in the tables).
    "tofu": (
      ["extra", "firm", "nigari"],
      [
        "fried", "silken", "soft", "firm", "extra", "hard", "dried", "frozen", "fuyu", "fermented",
        "salted", "yogurt", "mayonnaise", "tempura", "soup", "miso", "lite", "skin", "puffs",
        "fish", "vegetables", "koyadofu",
      ]
    ),
    // Syrup on pancakes or waffles is pancake syrup (the table blend, with its tablespoon),
    // not fruit syrup.
    "syrup": (
      ["table", "blends", "pancake"],
      [
        "maple", "chocolate", "corn", "fruit", "cane", "malt", "sorghum", "grenadine", "pancake",
        "table", "sugar", "free", "simple", "agave", "golden", "strawberry", "blueberry",
        "caramel", "cough", "flavored", "fudge", "butter", "rice", "date", "honey", "coffee",
      ]
    ),
    // Wings, of no named bird, are chicken wings ("ordered wings for the game").
    // A pita is the bread, not pita chips.
    "pita": (["bread"], ["bread", "chips", "chip", "pocket"]),
    "nuggets": (["chicken"], ["chicken", "turkey", "fish", "veggie", "vegetable", "meatless"]),
    "nugget": (["chicken"], ["chicken", "turkey", "fish", "veggie", "vegetable", "meatless"]),
    "wings": (["chicken"], ["chicken", "turkey", "duck", "goose", "pheasant", "quail"]),
    // A breast, thigh or drumstick of no named animal is chicken's ("half a breast" was veal).
    "breast": (["chicken"], poultryCuts), "breasts": (["chicken"], poultryCuts),
    "thigh": (["chicken"], poultryCuts), "thighs": (["chicken"], poultryCuts),
    "drumstick": (["chicken"], poultryCuts), "drumsticks": (["chicken"], poultryCuts),
    "wing": (["chicken"], ["chicken", "turkey", "duck", "goose", "pheasant", "quail"]),
    // A juice of no named fruit is orange juice, the one most drunk, not lemon juice.
    "juice": (
      ["orange"],
      [
        "apple", "orange", "grape", "cranberry", "pineapple", "lemon", "lime", "tomato",
        "carrot", "vegetable", "grapefruit", "mango", "prune", "pomegranate", "cherry", "peach",
        "pear", "fruit", "v8", "green", "celery", "beet", "watermelon", "passion", "guava",
        "papaya", "apricot", "clam", "pickle", "aloe", "noni", "acai", "tangerine", "berry",
      ]
    ),
    // A glass of wine is red table wine (the usual one), not the light or dessert kind.
    "wine": (
      ["table", "red"],
      [
        "red", "white", "rose", "light", "dessert", "sweet", "dry", "cooking", "sparkling",
        "champagne", "port", "sherry", "merlot", "cabernet", "chardonnay", "pinot", "riesling",
        "sauvignon", "zinfandel", "rice", "plum", "fruit", "table", "syrah", "claret",
      ]
    ),
  ]

  /// Parts of USDA names (between commas) that only restate the usual case.
  static let neutralNamePhrases: [String] = [
    "skin not eaten", "with skin", "includes skin", "meat only", "without salt", "with salt",
    // Chicken breasts are sold boneless and skinless; raw ones are weighed so.
    "boneless", "skinless",
    "with added salt", "without added salt", "no added fat", "year round average",
    "from dried", "from fresh", "ready to serve", "all classes",
    "dry heat", "red", "ripe", "raw", "fresh", "made from home recipe", "home recipe",
    // The usual Italian dressing, as FNDDS writes it.
    "made with vinegar and oil",
    // A sandwich's bread, unless the person names another, is the usual white one.
    "on white bun", "on white bread", "on white",
  ]

  /// Words USDA names use for a class the person's word belongs to: "Soup, pho, with meat"
  /// is beef pho, "Chicken or turkey parmigiana" covers chicken.
  static let broaderWords: [String: [String]] = [
    "yogurt": ["dairy"], "beef": ["meat"], "pork": ["meat"], "lamb": ["meat"], "veal": ["meat"],
    "ham": ["meat"],
    "venison": ["meat"], "bison": ["meat"], "goat": ["meat"], "sausage": ["meat"],
    "bacon": ["meat"], "steak": ["meat", "beef"], "chicken": ["poultry", "meat"],
    "turkey": ["poultry", "meat"], "duck": ["poultry", "meat"], "salmon": ["fish", "seafood"],
    "tuna": ["fish", "seafood"], "cod": ["fish", "seafood"], "tilapia": ["fish", "seafood"],
    "shrimp": ["seafood", "shellfish"], "crab": ["seafood", "shellfish"],
    "lobster": ["seafood", "shellfish"], "clam": ["seafood", "shellfish"],
    "scallop": ["seafood", "shellfish"], "fish": ["seafood"],
    // "6 breaded fried wings": FNDDS writes breaded as "coated".
    "breaded": ["coated"],
    // "Muffin, fruit" is FNDDS's blueberry muffin.
    "blueberry": ["fruit"], "raspberry": ["fruit"], "cranberry": ["fruit"],
    "strawberry": ["fruit"], "banana": ["fruit"], "mango": ["fruit"], "peach": ["fruit"],
    "pineapple": ["fruit"], "berry": ["fruit"], "berries": ["fruit"],
    // "Squash, summer, zucchini, includes skin, raw" is the zucchini people buy.
    "zucchini": ["squash", "summer"],
    // "Lasagna with meat, home recipe" is the homemade one.
    "homemade": ["home"],
    // "Coffee, Latte, with non-dairy milk" is FNDDS's oat milk latte.
    "oat": ["dairy"], "almond": ["dairy"], "soy": ["dairy"],
  ]

  /// First words of USDA names that name a class rather than the food ("Nuts, almonds").
  static let classWords: WordSet = [
    "beverages", "beverage", "alcoholic", "nuts", "nut", "seeds", "fish", "cereals", "cereal",
    "spices", "candies", "snacks", "syrups", "syrup", "sugars",
    "cheese", "beef", "pork", "lamb", "veal", "chicken", "turkey", "game", "crustaceans",
    "mollusks", "vegetables", "fruit", "soft", "drink", "soup",
  ]

  /// Sizes that stand for "one" of a food when no size is given. USDA and recipe convention
  /// take an unsized egg as a large egg; other foods use their medium portion.
  static let defaultSizes: [String: String] = ["egg": "large"]

  /// Foods a person counts in a unit they leave unsaid: "a string cheese" is one stick (not
  /// FNDDS's "1 string", a pulled shred of 4.7 g).
  static let countedUnits: [(phrase: [String], unit: String)] = [
    (["string", "cheese"], "stick"), (["string", "cheeses"], "stick"),
    (["fish", "fingers"], "stick"), (["fish", "finger"], "stick"),
    (["bacalaitos"], "fritter"), (["bacalaito"], "fritter"), (["taquito"], "taquito"),
    (["nigiri"], "piece"), (["garlic", "knots"], "knot"), (["garlic", "knot"], "knot"),
    // "6 fried pickle chips": slices, not usual portions of them (360 g).
    (["friedpickles", "chips"], "slice"),
    // "12 soft pretzel bites": USDA's "1 bite size/nugget" (had been Heath Bites).
    (["pretzel", "bites"], "nugget"),
    // "10 pretzel sticks": USDA's "1 pretzel stick" (1 g; had been 3 g pretzels).
    (["pretzel", "sticks"], "stick"), (["pretzel", "stick"], "stick"),
    (["pretzel", "rods"], "rod"), (["pretzel", "rod"], "rod"),
    // Girl Scout shortbread, USDA's "1 Girl Scout cookie" (had been medium cookies).
    (["trefoils"], "scout"),
    // "10 carrot sticks": USDA's strips (had been ten whole carrots, 610 g).
    (["carrot", "sticks"], "strip"), (["carrot", "stick"], "strip"),
    (["celery", "sticks"], "strip"), (["celery", "stick"], "strip"),
    // "6 escargots": USDA's "1 snail" (had been six usual portions, 510 g).
    (["escargots"], "snail"), (["escargot"], "snail"),
    // "4 albóndigas en salsa": USDA's "1 meatball with sauce" (had been 129 g each).
    (["albondigas"], "meatball"),
    (["knackebrod"], "crispbread"),
    // "6 stuffed mushrooms": USDA's "1 stuffed cap" (had been six usual portions, 570 g).
    (["stuffed", "mushrooms"], "cap"), (["stuffed", "mushroom"], "cap"),
  ]

  /// Category words (USDA `category`) of foods eaten cooked unless said otherwise: meat,
  /// fish, grains, pasta and legumes. Other foods (fruit, vegetables, eggs) default to raw.
  static let usuallyCookedCategoryWords: [String] = [
    "poultry", "beef", "pork", "lamb", "veal", "game", "fish", "shellfish", "seafood",
    "beans, peas", "cereal grains", "pasta", "rice", "chicken", "turkey", "bacon",
    "oatmeal", "sausage", "meat", "liver",
  ]
}

// MARK: - Reading sentences

extension FoodVocabulary {
  /// The token that stands for a phrase making what follows part of the food before it.
  static let attachingJoiner = "+with"

  /// Verbs that, followed by one of their prepositions, make what follows part of the food
  /// before: "an omelet made with oil", "broccoli cooked in butter", "pancakes drizzled with
  /// syrup". What follows is a separate item only when it has its own amount. What a food is
  /// topped, loaded, sprinkled or garnished with is eaten on it as a food of its own ("yogurt
  /// topped with granola" had lost the granola), so those verbs are not here.
  static let attachingPhrases: [String: Set<String>] = [
    "made": ["with", "from", "in"], "cooked": ["in", "with"], "fried": ["in", "with"],
    "sauteed": ["in", "with"], "roasted": ["in", "with"], "baked": ["with", "in"],
    "grilled": ["with", "in"], "scrambled": ["in", "with"], "simmered": ["in", "with"],
    "braised": ["in", "with"], "stewed": ["in", "with"], "poached": ["in"],
    "steamed": ["with", "in"], "prepared": ["with", "in"], "sweetened": ["with"],
    "drizzled": ["with", "in"], "dressed": ["with", "in"], "tossed": ["with", "in"],
    "smothered": ["with", "in"], "covered": ["with", "in"], "dipped": ["in", "into"],
    "stuffed": ["with"], "filled": ["with"], "glazed": ["with", "in"],
    "coated": ["with", "in"], "spread": ["with"], "mixed": ["with", "in", "into"],
    "blended": ["with"], "marinated": ["in", "with"], "swimming": ["in"],
    "slathered": ["with", "in"], "doused": ["with", "in"], "finished": ["with"],
    "layered": ["with"], "seasoned": ["with"], "spiked": ["with"], "splashed": ["with"],
  ]

  /// Words that mean another food next to certain foods: chips served with salsa are
  /// tortilla chips.
  static let foodsByCompany: [String: (company: Set<String>, words: [String])] = [
    "chips": (["salsa", "guacamole", "guac", "queso", "bean", "beans"], ["tortilla", "chips"])
  ]

  /// Dishes of eggs that USDA measures by the egg ("Egg, Benedict", "Huevos rancheros").
  static let eggDishWords: WordSet = [
    "benedict", "benny", "rancheros", "huevos", "shakshuka",
  ]

  /// Dips that make chips tortilla chips wherever in the meal they are named.
  static let chipDips: WordSet = ["salsa", "guacamole", "guac", "queso"]
  /// Words before "chips" that already say which chips.
  static let chipKinds: WordSet = [
    "potato", "kettle", "corn", "tortilla", "pita", "veggie", "banana", "plantain", "bagel",
  ]

  /// Where a food came from, as it steers the choice ("from school" → a school-lunch entry,
  /// "at a restaurant" → a restaurant one): the words of a "from"/"at" phrase that count.
  static let sources: [String: [String]] = [
    "restaurant": ["restaurant"], "restaurants": ["restaurant"], "school": ["school"],
    "cafeteria": ["school"], "frozen": ["frozen"], "canned": ["canned"], "can": ["canned"],
    "fast": ["fast"], "drivethru": ["fast", "food"], "mcdonalds": ["fast", "food"],
    "diner": ["restaurant"], "takeout": ["restaurant"], "homemade": ["homemade"],
    "scratch": ["homemade"], "deli": ["deli"], "bakery": ["bakery"],
    "taqueria": ["restaurant"], "pizzeria": ["restaurant"], "steakhouse": ["restaurant"],
    "trattoria": ["restaurant"], "bistro": ["restaurant"], "pub": ["restaurant"],
    "chippy": ["restaurant"], "takeaway": ["restaurant"], "tinned": ["canned"],
    "movies": ["movie", "theater"], "cinema": ["movie", "theater"],
    "theater": ["movie", "theater"], "theatre": ["movie", "theater"],
    // "cornbread from a mix": USDA's "prepared from mix".
    "mix": ["mix"],
  ]

  /// Restaurant chains, by the words a person writes them in, and the words of the USDA
  /// names of their foods ("Cheeseburger (McDonalds)", "APPLEBEE'S, french fries"): named
  /// anywhere in a meal, a chain says where all of it came from.
  static let restaurantChains: [String: [String]] = [
    "mcdonalds": ["mcdonalds"], "mcdonald": ["mcdonalds"], "mcd": ["mcdonalds"],
    "mcds": ["mcdonalds"], "maccas": ["mcdonalds"], "mickey ds": ["mcdonalds"],
    "wendys": ["wendys"], "kfc": ["kfc"],
    "popeyes": ["popeyes"], "burger king": ["burger", "king"], "bk": ["burger", "king"],
    "taco bell": ["taco", "bell"],
    "pizza hut": ["pizza", "hut"], "dominos": ["dominos"], "applebees": ["applebees"],
    "arbys": ["arbys"], "dennys": ["dennys", "restaurant"], "olive garden": ["olive", "garden"],
    "cracker barrel": ["cracker", "barrel"], "papa johns": ["papa", "johns"],
    "little caesars": ["little", "caesars"], "chickfila": [], "chick fil a": [], "starbucks": [],
    "dunkin": [],
    "chipotle": [], "panera": [], "subway": [], "sonic": [], "whataburger": [],
    // Sit-down and sandwich chains USDA has no rows of: named alone, where the food came
    // from ("red lobster w the fam" had been a lobster). Not Chili's: "chilis and rice" are
    // peppers. A sit-down chain's food is a restaurant's, as "at the steakhouse" says ("2
    // slices of french toast" at IHOP is FNDDS's restaurant kind, 85 g a slice, not 65 g).
    "red lobster": ["restaurant"], "cheesecake factory": ["restaurant"],
    "texas roadhouse": ["restaurant"], "outback": ["restaurant"],
    "outback steakhouse": ["restaurant"], "ihop": ["restaurant"], "bdubs": [],
    "buffalo wild wings": [], "golden corral": ["restaurant"], "red robin": ["restaurant"],
    "jersey mikes": [], "jimmy johns": [],
    "panda express": [], "qdoba": [], "culvers": [], "zaxbys": [], "shake shack": [],
    "in n out": [], "dairy queen": [], "krispy kreme": [], "el chico": [],
    // Made one word by the tokenizer ("chili's") and by `phrases` ("(cheesecake factory)"
    // had been a slice of cheesecake).
    "chiligrills": ["restaurant"], "cheesecakefactory": ["restaurant"],
    "wafflehouse": ["restaurant"],
  ]

  /// Products only one chain sells, and the chain's word: they say where the rest of the meal
  /// came from as the chain's name does ("a mcchicken and a small fry": McDonald's fries,
  /// 71 g, not FNDDS's 110 g order).
  static let chainProducts: WordTable<String> = [
    "mcchicken": "mcdonalds", "mcchickens": "mcdonalds", "mcnuggets": "mcdonalds",
    "mcmuffin": "mcdonalds", "mcmuffins": "mcdonalds", "mcgriddle": "mcdonalds",
    "mcgriddles": "mcdonalds", "mcdouble": "mcdonalds", "mcdoubles": "mcdonalds",
    "mcflurry": "mcdonalds", "mcrib": "mcdonalds", "big mac": "mcdonalds",
    "big macs": "mcdonalds", "quarter pounder": "mcdonalds",
    "baconator": "wendys", "frosty": "wendys", "frostys": "wendys",
  ]

  /// Chains whose USDA rows are named after them in one word ("McDONALD'S, Hash Brown",
  /// "KFC, Biscuit"), as `restaurantChains` reads them.
  static let chainMakers: WordSet = [
    "mcdonalds", "wendys", "applebees", "dennys", "kfc", "popeyes",
  ]

  /// Short names of chains that no USDA name has ("bk", "maccas"): where the food came
  /// from, never a word of its name.
  static let chainAliases: WordSet = [
    "bk", "mcd", "mcds", "maccas", "mcdonald", "fiveguys", "raisingcanes", "chiligrills",
    "cheesecakefactory", "wafflehouse",
    // Chains named alone that no USDA name has, which had been read as foods ("culvers" a
    // correction of "livers").
    "culvers", "zaxbys", "qdoba", "whataburger",
  ]

  /// The words of USDA's names of restaurant chains, as a meal's modifiers carry them.
  static let chainNameWords = Set(restaurantChains.values.joined())

  /// Words for a mixture that a person may name and then list the parts of, with their
  /// amounts ("salad w 2 cups romaine, 4 oz chicken…").
  static let mixtureWords: WordSet = ["salad", "smoothie", "shake", "bowl", "plate"]

  /// Dishes put together from a bread, a shell or a base and what goes in or on it, which
  /// are their parts when every part is measured and the base is among them ("wrap w/ 1
  /// large flour tortilla, 3 oz chicken, 1 tbsp ranch"; "a burrito with 1 cup rice" is
  /// still a burrito, its tortilla unsaid).
  static let assembledDishes: [String: WordSet] = {
    let breads: WordSet = [
      "tortilla", "tortillas", "bread", "bun", "buns", "roll", "pita", "bagel", "sourdough",
      "rye", "toast", "muffin", "croissant", "wrap", "slices", "slice",
    ]
    return [
      "wrap": breads, "sandwich": breads, "burrito": breads, "quesadilla": breads,
      "taco": breads, "tacos": breads, "sub": breads, "toast": breads, "wraps": breads,
      "sandwiches": breads, "burritos": breads, "quesadillas": breads, "subs": breads,
      "omelet": ["eggs", "egg", "whites"], "omelette": ["eggs", "egg", "whites"],
      "parfait": ["yogurt", "yoghurt"],
    ]
  }()

  /// Coffee-shop drinks made with milk, which FNDDS lists by the kind of milk ("Coffee,
  /// Latte, with non-dairy milk", "Coffee, Cappuccino, nonfat").
  static let milkCoffeeWords: WordSet = [
    "latte", "lattes", "cappuccino", "cappuccinos", "mocha", "mochas", "macchiato",
    "macchiatos", "frappuccino", "frappuccinos", "frappe",
  ]
  /// Seasonings a dish is cooked "with" in amounts too small to count on their own.
  static let seasonings: WordSet = [
    "garlic", "ginger", "cilantro", "parsley", "basil", "herbs", "spices", "salt", "pepper",
    "chives", "oregano", "thyme", "rosemary", "dill", "cumin", "paprika", "seasoning",
  ]

  /// Measures that "a whole" before them says all of one of ("a whole regular slice").
  static let wholeOfOne: WordSet = [
    "slice", "piece", "serving", "cup", "bowl", "plate", "glass", "can", "bottle",
  ]

  /// Coffee-shop cup sizes, in fluid ounces (hot).
  static let coffeeShopSizes: [String: Int] = [
    "tall": 12, "grande": 16, "venti": 20, "trenta": 30,
  ]
  /// Nouns that name a drink, whose amount a fluid measure said after it is.
  static let drinkNouns: WordSet = [
    "coffee", "coffees", "tea", "teas", "latte", "lattes", "cappuccino", "americano", "mocha",
    "juice", "oj", "milk", "soda", "coke", "pop", "water", "beer", "wine", "lemonade",
    "smoothie", "shake", "milkshake", "cocoa", "kombucha", "cider",
  ]
  /// Drinks sold in those cups.
  static let coffeeShopDrinks: WordSet = milkCoffeeWords.union([
    "coffee", "americano", "americanos", "chai", "tea", "refresher", "brew", "espresso",
    "flat", "cocoa", "chocolate", "iced", "cold", "pike", "drip",
  ])

  /// Words for a milk that is not from a cow: FNDDS's "non-dairy milk" in a coffee drink.
  static let plantMilkWords: WordSet = [
    "oat", "almond", "soy", "coconut", "cashew", "plant", "nondairy", "non-dairy",
  ]
  /// Words for skimmed milk: FNDDS's "nonfat" coffee drinks.
  static let skimMilkWords: WordSet = ["skim", "skimmed", "nonfat", "non-fat"]
  /// Words for the cow's milk a coffee drink is usually made with, which name no other kind.
  static let usualMilkWords: WordSet = ["whole", "2%", "1%", "regular", "dairy", "milk"]

  /// Places said with "the" that are eating out ("at the italian place", "from the thai
  /// spot"); "at my place" is home.
  static let eatingOutPlaces: WordSet = ["place", "spot", "joint"]

  /// Words that say a meal was bought ready-made wherever they stand ("ordered wings",
  /// "got takeout").
  static let sourcesAnywhere: [String: [String]] = [
    "ordered": ["restaurant"], "takeout": ["restaurant"],
  ]

  /// Words the reader makes of phrases that say how a food was eaten, and the words of USDA
  /// names they ask for: "chicken thigh with the skin" is "…, skin eaten", "a baked potato
  /// with skin" "…, peel eaten" (not the skin alone).
  static let describingWords: [String: [String]] = [
    skinEaten: ["eaten"], leanOnly: ["lean", "only"], unshelled: [unshelled],
  ]

  /// The word "in the shell" becomes after nuts: weighed with their shells.
  static let unshelled = "unshelled"

  /// The word for USDA's own "lean only" (a steak's fat not eaten), though "only" alone is
  /// narration ("the rice only ones").
  static let leanOnly = "leanonly"

  /// The animals a breast, thigh or drumstick may be named of.
  static let poultryCuts = [
    "chicken", "turkey", "duck", "goose", "pheasant", "quail", "veal", "lamb", "pork", "beef",
    "cornish", "hen", "game",
  ]
  static let poultryCutKinds = Set(poultryCuts)

  /// The word "chow fun" becomes.
  static let chowFun = "chowfun"

  /// The word "no sugar added" and "no added sugar" become.
  static let noSugarAdded = "nosugaradded"

  /// The words "hamburger bun" and "(hot) dog bun" become.
  static let burgerBun = "burgerbun"
  static let hotDogBun = "dogbun"

  /// The word "other half" becomes: the rest of a food of which half was had.
  static let otherHalf = "otherhalf"

  /// The word for "with (the) skin" and "skin on".
  static let skinEaten = "skineaten"

  /// Two words that mean one thing to the reader ("ice cold" is only cold).
  static let phrases: WordTable<String> = [
    "ice cold": "cold", "piping hot": "hot", "on top": "ontop", "quick one": "one",
    // "shepherds pie ready meal" is a meal, not ready-to-eat cereal; "power walked" and "my
    // fave" name no Power Bar or fava beans.
    "ready meal": "meal", "power walked": "then", "power walk": "then", "my fave": "favorite",
    // "i am vegetarian, lunch today…": who the person is, not a vegetarian fillet.
    "am vegetarian": "honestly", "im vegetarian": "honestly", "am vegan": "honestly",
    "im vegan": "honestly",
    // A baby's high chair (its "high" had been high-fructose corn syrup, 3 kg of it).
    "high chair": "highchair",
    // "soupe à l'oignon", "albóndigas en salsa", "pastelito de guayava": the French and
    // Spanish "of" and "in" join the names; "2 cafés solos" are espressos.
    "soupe a": "soupe", "albondigas en": "albondigas", "pastelito de": "pastelito",
    "cafe solo": "espresso",
    "cafes solos": "espresso",
    // "finally tried the new sushi place!! 6 shrimp nigiri…": where, not a serving of sushi.
    "sushi place": "then", "sushi spot": "then",
    // "10 lychees for the drive back to school": when, not food (the school had made them
    // school pancakes).
    "drive back": "then", "drive home": "then",
    // "labeled the freezer bags", "open the nail salon": no freezer pops, no Rusty Nail.
    "freezer bags": "then", "freezer bag": "then", "nail salon": "then",
    // "got cheese fries to split": to share, not split peas.
    "to split": "then",
    // Portugal's Super Bock lager ("super" had been a size).
    "super bock": "superbock",
    // Vine leaves are the food, not a count of leaves of grapes ("8 grape leaves stuffed w
    // lamb and rice" had been eight raw leaves, 24 g).
    "grape leaves": "grapeleaves",
    // Air-fried food is FNDDS's baked form ("tater tots air fried" had been air-popped
    // popcorn by the kilogram).
    "air fried": "baked", "air fryer": "baked", "air frier": "baked", "air fry": "baked",
    // "a can of salmon mashed up with spinach": how it was eaten, not mashed sweet potato.
    "mashed up": "then",
    "cheesecake factory": "cheesecakefactory", "waffle house": "wafflehouse",
    // "hit the bagel shop for a large sesame bagel": where, not sesame seeds.
    "bagel shop": "then", "bagel place": "then", "donut shop": "then", "doughnut shop": "then",
    // "she ate 4, the other two ended up on the floor": not eaten, not "Cereal, other".
    "other two": "then", "other one": "then",
    // "halo top vanilla bean": the flavour, not beans.
    "vanilla bean": "vanilla",
    // "an auntie annes pretzle": the chain's pretzels are soft ones (had been a bag of hard).
    "auntie annes": "soft", "auntie anne": "soft",
    // "very old country of me", "for rosh hashanah", "meat and three:": sayings and
    // holidays, not an old fashioned or rosé.
    "old country": "then", "rosh hashanah": "then", "rosh hashana": "then",
    // "post race we hit the brewery", "snow day", "sat in the sun", "apple pie a la mode,
    // regular slice": when and where, not Post cereal, a snow cone or sun-dried tomatoes;
    // the pie's ice cream is said on its own when it is logged.
    "post race": "then", "post run": "then", "post workout": "then", "post ride": "then",
    "post swim": "then", "post practice": "then", "post game": "then", "post lift": "then",
    "post yoga": "then", "post hike": "then", "post shift": "then",
    "post class": "then", "post training": "then", "post climb": "then", "post walk": "then",
    // "fasting for my blood work tmrw": a test, not blood sausage.
    "blood work": "then", "blood test": "then", "blood draw": "then",
    "fried potatoes": "homefries", "fried potato": "homefries",
    "snow day": "then", "the sun": "then", "la mode": "then",
    // "first date at the izakaya", "dinner kept simple tonight": no date fruit, no simple
    // syrup.
    "first date": "then", "kept simple": "then",
    // "2 packs of ramen with both seasoning packets": the packets that came with them, not
    // two servings of poultry seasoning (200 g).
    "both seasoning": "seasoning", "both flavor": "flavor",
    // "cafecito cubano", "a cafe cubano": the coffee, not the sandwich a cubano is.
    "cafecito cubano": "cafecito", "cafe cubano": "cafecito", "cafecitos cubanos": "cafecitos",
    // Fried rice of vegetables is FNDDS's meatless fried rice (had been vegetable curry
    // with rice); stewed prunes SR's (had been dried ones, 160 g a cup against 248 g).
    "veg fried": "vegfried", "vegetable fried": "vegfried", "veggie fried": "vegfried",
    "stewed prunes": "stewedprunes", "stewed prune": "stewedprunes",
    // "picked cherries off the tree", "went apple picking", "a palm sized piece", "on the
    // walk back": where, what was done and how big, not breadnut tree seeds, an apple, hearts
    // of palm or a chicken back.
    "the tree": "then", "apple picking": "then", "berry picking": "then",
    "strawberry picking": "then", "pumpkin picking": "then", "palm sized": "then",
    "palm size": "then", "my palm": "then", "my hand": "then",
    "whole hand": "then", "walk back": "then",
    // "a 7-eleven tuna salad sandwich": the shop, not seven sandwiches (1.3 kg).
    "7 eleven": "then",
    // Bubble tea's sweetness and ice ("normal sugar, less ice") are how it was made, not
    // sugar or Italian ice added; "cos it was raining" is "because", not cos lettuce.
    "normal sugar": "then", "full sugar": "then", "less sugar": "then", "half sugar": "then",
    "less ice": "then", "cos it": "then",
    "cos i": "then",
    // "6 pierogi to go", "two shots of vodka for the toasts": how it was bought and why, not
    // Similac Go and Grow or toast.
    "to go": "then", "the toasts": "then", "was simple": "then",
    // "2 buss up shut": Trinidad's shredded paratha; "shut" had ended nothing and "up" no food.
    "buss up": "bussup",
    // Products whose names are everyday words: read as one word, which the synonyms know
    // ("impossible to resist" is no veggie burger, "wake up" no wrap).
    "captain crunch": "capn", "cup noodle": "cupnoodle", "pocari sweat": "pocari",
    // "pre-dinner drinks": before it, not a frozen dinner.
    "pre dinner": "then", "pre lunch": "then",
    // "water to drink": what it was for, not a soft drink.
    "to drink": "then",
    "com leite": "comleite", "wake up": "wakeup",
    "breakfast crunchwrap": "breakfastcrunchwrap", "white grill": "whitegrill",
    // "peeled the skin off", "peeled off the skin": what was done, not a peeled cucumber.
    "peeled the": "then", "peeled off": "then",
    // "beef on weck": the roast beef sandwich on a kummelweck roll, one food.
    "on weck": "weck",
    // "huevos a la mexicana": eggs scrambled with tomato, onion and chile (had been queso).
    "la mexicana": "scrambled",
    "oyster bar": "then", "raw bar": "then", "fish fry": "then",
    // "medium double chocolate mufin": a flavour, not two muffins.
    "double chocolate": "chocolate",
    // "in a paper cone", "the bar on post", "beach day", "the chow hall", "kept it simple":
    // where and how, not a snow cone, Post cereal, a South Beach bar, chow mein or syrup.
    "paper cone": "then", "on post": "then", "beach day": "then", "chow hall": "then",
    "it simple": "then",
    // "a 4oz jar of stage 2 pears": a baby food's stage, read as FNDDS's "Baby Toddler"
    // foods are named, not two pears (356 g) beside a jar of toddler formula.
    "stage 1": "toddler", "stage 2": "toddler", "stage 3": "toddler",
    // "a can of la croix": the water's name ("la" alone is no food word).
    "la croix": "lacroix",
    // "cadbury mini eggs": the candy, not small eggs (a size).
    "mini eggs": "minieggs",
    // "a pear cup (in juice)", "pineapple chunks in juice": canned fruit, not a glass of
    // orange juice beside it.
    "in juice": "canned",
    "leg day": "workout", "skin on": skinEaten, "bone in": "with",
    "3 musketeers": "musketeers", "three musketeers": "musketeers",
    "lean only": leanOnly,
    "home made": "homemade", "take out": "takeout", "drive thru": "drivethru",
    "breakfast pizza": "breakfastpizza", "breakfast pizzas": "breakfastpizza",
    // "pulled an all nighter": no pulled pork.
    "all nighter": "allnighter", "all nighters": "allnighter", "pulled an": "then",
    // "6 lettuce leaves for wraps": what they were for, not a sandwich wrap.
    "for wraps": "then", "for wrapping": "then",
    // "pre-game at the bar": before it, not game meat.
    "pre game": "then",
    // "sour patch kids": the candy's name, not children.
    "patch kids": "patchkids",
    // "gala dinner tonight": the occasion, not a frozen dinner.
    "gala dinner": "then",
    "burnt ends": "burntends", "short ribs": "shortribs", "short rib": "shortribs",
    "chopped beef": "choppedbeef",

    "fried pickles": "friedpickles", "fried pickle": "friedpickles",
    "fried plantain": "friedplantain", "fried plantains": "friedplantain", "kool aid": "koolaid",
    // Chains whose names are a count or a food ("five guys: hot dog" had been five hot dogs).
    "five guys": "fiveguys", "raising canes": "raisingcanes",
    // A frozen pizza's "rising crust" is its thick crust (the word had been unknown, and the
    // crust left to the pizza's thin default).
    "rising crust": "crust",
    // "grilled a sirloin over the fire ring": where, not fruit-ring cereal.
    "fire ring": "campfire", "fire pit": "campfire",
    // "on my lunch break": when, not a school lunch.
    "lunch break": "lunchbreak",
    "chick n": "chickn",
    "po boy": "poboy", "po boys": "poboy", "sno ball": "snoball", "sno balls": "snoball",
    "with chicory": "chicoryblend", "chicory coffee": "chicorycoffee",
    // Oysters "on the half shell" are raw, not in a pie shell.
    "half shell": "raw",
    "snack cake": "snackcake", "snack cakes": "snackcake",
    // "the large single serve bag": USDA's "single serving bag", not a ready-to-serve sauce.
    "single serve": "serving",
    "dessert pizza": "dessertpizza", "dessert pizzas": "dessertpizza",
    "drive through": "drivethru", "fun size": "fun", "cocktail size": "cocktailsize",
    "cocktail ones": "cocktailsize", "snack size": QuantityWords.snackSize,
    // "a movie theater size box of gummy bears" (it had been a serving, 60 g of 240).
    "sharing size": QuantityWords.sharingSize, "theater size": QuantityWords.sharingSize,
    "theatre size": QuantityWords.sharingSize,
    // "a 170g pot of yoghurt": a container, not a cooking pot ("pot roast").
    "pot of": "container", "pots of": "container",
    // "had a full cup": all of one cup, not a food named "full".
    "full cup": "cup", "full glass": "glass", "full bowl": "bowl", "full plate": "plate",
    "full mug": "mug", "full order": "order", "full serving": "serving", "full portion": "portion",
    // "a quesadilla (full circle)": USDA's row for all of one ("1 full circle"), not an emu's
    // "full rump".
    "full circle": "whole",
    // "my wife got the other half", "and the other half later": not a food "other" (had been
    // cereal).
    "other half": otherHalf,
    // "2 bbq dipping cups": the little tubs sauces come in ("1 dipping-size container"), not
    // measuring cups.
    "dipping cup": "container", "dipping cups": "containers", "dip cup": "container",
    "dip cups": "containers", "sauce cup": "container", "sauce cups": "containers",
    // "Thanksgiving round 1:", "2 mcdoubles off the dollar menu": no food.
    // "skipped lunch so at 3pm i had a milky way": a meal not had, not a food refused (the
    // candy bar had been read as what was skipped).
    "skipped breakfast": "then", "skipped lunch": "then", "skipped dinner": "then",
    "skipped supper": "then",
    "round 1": "then", "round one": "then", "round 2": "then", "round two": "then",
    "dollar menu": "then", "value menu": "then", "filet o": "mcfilet",
    // New York's plain slice of cheese pizza.
    "dollar slice": "pizza", "dollar slices": "pizza",
    // "chicken curry and rice mixed together": how, not a food ("Mixed seeds").
    "mixed together": "together", "cooked together": "together", "mixed up": "together",
    // "too tired to turn on the microwave", "heated in the microwave": the oven, not
    // microwave popcorn.
    "the microwave": "then",
    // "almonds on the red-eye": the night flight, not Bull's-Eye barbecue sauce (USDA has
    // no red eye coffee either).
    "red eye": "then",
    // "a day old bagel": how old, not an old fashioned.
    "day old": "leftover", "days old": "leftover",
    // "a 20 mile long run": exercise, not a Long Island iced tea.
    "long run": "workout", "long ride": "workout", "long nap": "then",
    // "walked to shul and back": there and back again, not a chicken's back. A "fry up" is a
    // cooked breakfast whose foods are listed, not French fries.
    "and back": "then", "fry up": "then",
    // "fixin to head to buc-ee's" (had been head cheese), "1 lb of chicken spread over 4
    // meals" (chicken spread), "shore lunch on the island" (Thousand Island dressing): where
    // and when, not a food.
    "head to": "then", "head out": "then", "head home": "then", "head back": "then",
    "head over": "then", "spread over": "then", "the island": "then",
    // "non fat milk" had been non-dairy milk.
    "non fat": "nonfat",
    // "alcohol-free weissbier" had been the strongest beer USDA has.
    "non alcoholic": "nonalcoholic", "alcohol free": "nonalcoholic",
    "pike place": "pikeplace",
    // "120 g a slice per their nutrition page": where a weight was read, not a PowerBar.
    "nutrition page": "then", "nutrition label": "then", "nutrition info": "then",
    "nutrition facts": "then", "nutrition website": "then", "nutrition site": "then",
    // "glass of cava to toast": the toast drunk, not toasted bread.
    "to toast": "then",
    // Read as one word: "cold" alone is how a food was served.
    "cold brew": "coldbrew", "cold brews": "coldbrews",
    // A lemon shake-up is the fair's shaken lemonade, not a milkshake.
    "shake up": "shakeup", "shake ups": "shakeups",
    // "hit the spot", "in this heat": sayings, not the fish called spot or cooked "dry heat".
    "the spot": "then", "this heat": "then", "the heat": "then",
    // "threw 10 shrimp on the grill": grilled.
    "the grill": "grilled",
    // "skin too": the skin eaten.
    "skin too": skinEaten,
    // "skin pulled off": the skin not eaten, not pulled pork.
    "skin pulled": "skinless", "skin removed": "skinless", "skin off": "skinless",
    // "an egg cracked in": into the pot, not cracked wheat.
    "cracked in": "in",
    // Chow fun is a noodle dish, not a "fun size" of chow mein.
    "chow fun": chowFun,
    // Words of English outside the US made one word, so their parts stay ordinary words.
    "long black": "longblack", "orange squash": "cordial", "fairy cake": "fairycake",
    "fairy cakes": "fairycake", "spring onion": "scallion", "spring onions": "scallions",
    "ground coriander": "groundcoriander",
    // "ready salted crisps": plain ones.
    "ready salted": "plain",
    // "moros y cristianos": black beans and rice, not "y" as a word.
    "y cristianos": "cristianos",
    "hamburger bun": burgerBun, "hamburger buns": burgerBun, "burger bun": burgerBun,
    "burger buns": burgerBun, "dog bun": hotDogBun, "dog buns": hotDogBun,
    // "a snack cup of jello", "a snack pack of pudding": USDA's "1 snack size container".
    "snack cup": QuantityWords.snackSize, "snack cups": QuantityWords.snackSize,
    "snack pack": QuantityWords.snackSize, "snack packs": QuantityWords.snackSize,
    "snack pot": QuantityWords.snackSize, "snack pots": QuantityWords.snackSize,
    "king size": "king", "bite size": "bite", "silver dollar": QuantityWords.silverDollar,
    // A label's 100 calories is the size of the pack ("1 100 calorie package", 18 g of
    // almonds), not a hundred of them.
    "100 calorie": QuantityWords.hundredCalorie, "100 calories": QuantityWords.hundredCalorie,
    "100 cal": QuantityWords.hundredCalorie, "100 kcal": QuantityWords.hundredCalorie,
    // "a cup of mashed potatoes instead of the stuffing": what was not had.
    "instead of": "without",
    // "then nothing till dinner which was 4 pork ribs": nothing before it, not the ribs.
    "nothing till": "then", "nothing until": "then", "nothing til": "then",
    // "1 banana pre gym": before the gym, not a pre-cooked sausage.
    "pre gym": "then", "post gym": "then", "pre run": "then",
    // "post shopping snack", "the olive bar got me again", "out of the deli paper", "out of my
    // cooler", "bratwurst (bun size)": where and when, not Post cereal, a breakfast bar, rice
    // paper, a wine cooler or a bao bun.
    "post shopping": "then", "olive bar": "then", "deli paper": "then", "my cooler": "then",
    "bun size": "then",
    // "8 potstickers straight out of the frying pan": where from, not pan dulce.
    "frying pan": "then",
    // "baked potato bar at work": a buffet's counter, not a breakfast bar.
    "potato bar": "then", "taco bar": "then", "nacho bar": "then", "hot bar": "then",
    "pasta bar": "then",
    // "a cup of banana pudding off the dessert bar" (it had been a granola bar), "mac and
    // cheese off the salad bar" (a Big Mac and a breakfast bar).
    "dessert bar": "then", "salad bar": "then", "sundae bar": "then", "soup bar": "then",
    "waffle bar": "then", "omelet bar": "then", "omelette bar": "then",
    // "1/2 cup kim chee" had been Cheez-It crackers.
    "kim chee": "kimchi",
    // Said before the cooking is read ("baked" alone would be how the ziti was cooked).
    "baked ziti": "bakedziti",
    // "a can of thums up": the cola's name ("up" alone is no food word).
    "thums up": "thumsup",
    // "a chocolate bar split between them": shared, not split peas.
    "split between": "then",
    // "few slices of turkey rolled up with swiss": how it was eaten, not rolled oats.
    "rolled up": "then",
    // "long day at work": a long day, not a Long Island iced tea.
    "long day": "then",
    // "tims run": a run to Tim Hortons.
    "tims run": "then", "timmies run": "then",
    // Eggs "over easy", "sunny side (up)": fried.
    "over easy": "fried", "over medium": "fried", "over hard": "fried", "sunny side": "fried",
    // A date night or a dinner date is an evening out, not the fruit.
    "date night": "outing", "dinner date": "dinner", "lunch date": "lunch",
    // "went back home", "slept in then hit the beach": going places, not a chicken's back or
    // a South Beach bar ("back to" somewhere is read with the words around it).
    "back home": "then", "the beach": "then",
    // "eggs benedict off the cruise brunch menu": where it was ordered, not a kids' menu dish.
    "the menu": "then", "brunch menu": "then", "dinner menu": "then", "lunch menu": "then",
    "breakfast menu": "then",
    // "no salt peanut butter": unsalted, not peanut butter left out.
    "no salt": "unsalted", "salt free": "unsalted",
    // "1 bottle coke 500ml every afternoon": how often, not a food.
    "every afternoon": "then", "every morning": "then", "every evening": "then",
    "every night": "then",
    // "post op day 3": days after surgery, not Post cereals.
    "post op": "then", "pre op": "then",
    // "hash browns extra crispy": fried, not a crispy cereal.
    "extra crispy": "fried",
    "brunch date": "brunch",
  ]

  /// Words inside one food's description after which the words describe rather than name it
  /// ("beef tacos in corn shells"). Not "on": "turkey sandwich on wheat" is USDA's name.
  static let innerPrepositions: WordSet = ["in", "inside"]

  /// Heads of dishes served in bread, whose bread USDA names in a word or not at all.
  static let sandwichWords: WordSet = [
    "sandwich", "sandwiches", "sub", "hoagie", "wrap", "burger", "hamburger", "cheeseburger",
    "blt",
  ]

  /// Words for the bread of a sandwich, which its USDA name may leave out.
  static let impliedBreadWords: WordSet = ["bread", "slices", "slice"]

  /// Kinds of bread a sandwich is "on" ("a turkey sandwich on rye"): USDA names a few ("on
  /// wheat", "on white"), so after the sandwich word they steer rather than decide, and the
  /// sandwich stays the food (not "Rye grain").
  static let sandwichBreadWords: WordSet = [
    "rye", "sourdough", "wheat", "white", "multigrain", "pumpernickel", "ciabatta", "baguette",
    "brioche", "bun", "roll", "pita", "focaccia", "toast", "toasted", "whole", "grain",
    "italian", "french", "kaiser",
  ]

  /// Breads a filling is eaten in, named after it: "a gyro pita" is a gyro sandwich.
  static let pocketBreads: WordSet = ["pita", "pitas"]

  /// What a sandwich said without the word is filled with: "turkey on wheat", "ham and
  /// swiss on rye" (the names of USDA's "… sandwich" foods).
  static let sandwichFillings: WordSet = [
    "turkey", "ham", "chicken", "tuna", "egg", "cheese", "swiss", "cheddar", "provolone",
    "american", "beef", "bologna", "salami", "pastrami", "bacon", "jelly", "jam", "salad",
    "steak", "pork", "veggie", "spam",
  ]

  /// Meats sold as cold cuts: counted in slices or said sliced, they are the deli kind.
  static let deliMeats: WordSet = [
    "ham", "turkey", "chicken", "beef", "salami", "bologna", "pastrami",
  ]

  /// Cheeses a sandwich is "with" ("turkey and swiss on rye").
  static let sandwichCheeses: WordSet = [
    "cheese", "swiss", "cheddar", "provolone", "american", "muenster", "havarti",
  ]

  /// The words of a sandwich's bread after "on", when no sandwich word was said ("turkey on
  /// wheat"). Not toast: "egg on toast" is an egg and a slice of toast.
  static let sandwichOnWords: WordSet = [
    "rye", "sourdough", "wheat", "white", "multigrain", "pumpernickel", "ciabatta", "brioche",
    "whole", "grain", "bread", "kaiser", "roll", "bun", "a", "an",
  ]

  /// What an egg sandwich holds besides the egg, and the egg ("egg and bacon on a bagel").
  static let breakfastSandwichFillings: WordSet = [
    "egg", "eggs", "bacon", "sausage", "ham", "cheese",
  ]

  /// The breads of USDA's egg sandwiches, said after "on" ("on an english muffin"): a
  /// sandwich only with an egg ("cream cheese on a bagel" is a bagel with cream cheese).
  static let breakfastSandwichBreads: WordSet = [
    "english", "muffin", "bagel", "biscuit", "croissant", "a", "an",
    // "bacon & egg on everything bagel": the bagel's kind.
    "everything", "plain", "sesame", "toasted",
  ]

  /// Sausages served in a hot dog bun ("brat on a bun"); a hot dog on a bun is USDA's hot dog
  /// sandwich already.
  static let sausageWords: WordSet = [
    "brat", "brats", "bratwurst", "bratwursts", "sausage", "sausages", "frank", "franks",
    "frankfurter", "wiener", "wieners", "kielbasa", "weenie",
  ]

  /// Meats "stew" before names as cooked ("stew chicken", "stew beef"), as Caribbean cooks
  /// say it.
  static let stewedMeats: WordSet = [
    "chicken", "beef", "pork", "fish", "oxtail", "goat", "lamb", "mutton",
  ]

  /// Words for a submarine sandwich, whose length names its size.
  static let subWords: WordSet = [
    "sub", "subs", "hoagie", "hoagies", "hero", "heroes", "submarine", "sandwich", "sandwiches",
    "grinder", "cheesesteak", "cheesesteaks", "poboy",
  ]

  /// What a sub shop's subs are named by, which after a sub's length name a sub ("6 inch
  /// turkey", "footlong italian").
  static let subFillings: WordSet = [
    "turkey", "ham", "tuna", "italian", "bmt", "meatball", "meatballs", "club", "blt",
    "veggie", "teriyaki", "pastrami", "salami", "cheesesteak", "philly", "seafood", "melt",
  ]

  /// Words said before such a filling ("6 inch spicy italian", "6 inch oven roasted turkey").
  static let subFillingKinds: WordSet = [
    "spicy", "cold", "roast", "roasted", "oven", "sweet", "onion", "chicken", "steak",
    "buffalo", "black", "forest", "smoked", "honey", "classic",
  ]

  /// Units of length, which describe a size ("a 6 inch sub", "a 12 in pizza") and are never
  /// amounts.
  static let lengthUnits: WordSet = ["inch", "inches", "in", "cm", "centimeter"]

  /// Words after a length that show it was said after the food ("the 6 inch ones").
  static let afterLengthWords: WordSet = [
    "one", "ones", "round", "rounds", "diameter", "dia", "across", "wide", "long", "size",
  ]

  /// Words that open a phrase saying what was not eaten ("no bun", "without butter").
  static let negations: WordSet = [
    "no", "without", "hold", "nothing", "skip", "skipped", "not", "minus", "sans", "zero",
  ]

  /// Drinks whose sugar-free kind is named with "zero" after them ("coke zero"), which is
  /// then no negation.
  static let zeroSugarDrinks: WordSet = ["coke", "pepsi", "monster"]

  /// Words after which a phrase says where or how rather than what: "at the ballpark",
  /// "from the drive thru", "by myself". "from" words can still steer the choice
  /// ("from school", "from frozen").
  static let circumstancePrepositions: WordSet = [
    "at", "from", "near", "inside", "outside", "by", "via", "thru", "through", "like", "so",
    "because", "since", "until", "till", "which", "that", "who", "but", "though", "although",
    "bc", "cuz", "coz",
  ]

  /// Amounts left open on purpose: "a splash of milk", "a drizzle of honey".
  static let vagueAmounts: WordSet = [
    "splash", "dash", "drizzle", "drop", "drops", "touch", "hint", "smidge", "pinch",
    "sprinkle", "sprinkling", "squeeze", "squirt", "bit", "spritz", "smear", "swirl",
  ]

  /// Plural household words that, after a food word, are part of the food's name ("fish
  /// sticks", "mozzarella sticks") rather than its measure.
  static let foodsNamedByMeasure: WordSet = ["sticks"]

  /// Foods sold in snack-size cups, which "cups" after them names ("2 pudding cups").
  static let snackCupFoods: WordSet = [
    "pudding", "puddings", "jello", "gelatin", "yogurt", "yoghurt", "applesauce",
  ]

  /// Every word of the synonym phrases and compound dish names.
  ///
  /// Written out rather than derived from the tables, because splitting every phrase would
  /// cost each cold analysis more than a literal set does; a test checks that it matches.
  static let synonymWords: WordSet = [
    "cusquena", "superbock", "sagres", "doce", "leite", "camote", "camotes", "feijoada",
    "kartoffelpuffer", "sernik", "butterbrezel", "butterbrezn", "schweineschnitzel", "tonkatsu",
    "eggroll", "eggrolls", "twinkie", "twinkies", "ruffles", "sunchips", "clamato", "sandia",
    "grochowka", "cana", "canas", "orecchiette", "nori", "paratha", "roti", "rotis",
    "mejillones", "bobatea",
    "soupe", "loignon", "tartelette", "tartelettes", "aux", "fraises", "tarte", "pommes", "tatin",
    "yaourt", "yaourts", "hachis", "parmentier", "melon", "charentais", "jambon", "bayonne",
    "bordeaux", "beaujolais", "aceitunas", "aceituna", "horno", "frescos", "natillas", "albondigas",
    "salsa", "pisto", "bacalao", "morcilla", "almendras", "higos", "higo", "mosto", "cubata",
    "paeya", "cerveza", "sin", "alcohol", "zumo", "knackebrod", "patat", "pannenkoek",
    "pannenkoeken", "stroop", "jenever", "karnemelk", "kibbeling", "poffertjes", "pofertjes",
    "pepparkakor", "appeltaart", "erwtensoep", "appelsap", "volkoren", "pindakaas",
    "havregrynsgrot", "aquavit", "efes", "yaprak", "sarma", "grapeleaves", "shakes", "ahi", "poke",
    "shoyu", "mi", "pastelito", "pastelitos", "house", "cab", "whine", "gr", "yog", "picadillo",
    "picadilo", "gambas", "ajillo", "scotcheroo", "scotcheroos", "reindeer", "kipe", "kipes",
    "machine", "nuoc", "mia", "sorbet", "margarrita", "margarritas", "margaritta",
    "margarittas", "tamago", "nigri", "pikliz", "prestige", "texas", "melt", "melts",
    "hostess", "cupcake", "cupcakes",
    "cass", "kimchee", "gyeran", "gyeranmari", "mari", "naked", "paw", "pawpaw", "pawpaws",
    "yeast",
    "orzo", "bite", "cruller", "crullers", "wraps", "medalla", "medallas", "jugo", "china",
    "cubano", "cubanos", "pastelillo", "pastelillos", "flan", "empanada", "empanadas",
    "mcmuffin", "natty", "natural", "chilaquiles", "verdes", "rojos", "jarritos", "jarrito",
    "mandarin", "tamarind", "paleta", "paletas", "rajas", "tamale", "tamales", "chaas", "namkeen",
    "mixture", "horlicks", "shakarkandi", "bhutta", "tikki", "tikkis", "vegfried", "stewedprunes",
    "ezekiel", "unagi", "eel", "yokan",
    "dodo", "friedplantain", "groundnut", "groundnuts", "indomie",
    "maltina", "katsu", "cutlet", "kugel", "lokshen", "noodle", "schnitzel", "patties", "corndog",
    "corndogs",
    "sufganiyah",
    "sufganiyot", "canned", "snapple", "rod", "rods",
    "chikn", "capn", "tofurky", "nuggets", "nugs", "nuggs", "nuggies", "sicilian", "homefries",
    "ripe", "plantain", "bagels", "collard", "collards",
    "plantains",
    "popsicles", "links", "lo", "matcha",
    "meatless", "mein", "nutrageous", "pieces", "reeses", "slice", "square", "squares", "thai",
    "sambuca", "limoncello",
    "frangelico", "kahlua", "baileys", "mikan", "bifana", "galao", "onigiri",
    "filets", "fishless", "croissanwich", "croissanwhich", "chourico", "vinho", "verde", "pocari",
    "kole", "youtiao", "milo", "joes", "cadbury", "beetroot", "taameya", "sutlac",
    "carib", "stripe", "stripes", "horse", "punches", "shut", "bussup", "dhalpuri", "kamote",
    "tokwa", "siomai", "calamares", "duds", "dairy", "ribs", "punch", "custard",
    "mantou", "baozi", "banh", "chay", "gow", "har", "misir", "wat", "gomen",
    "sukuma", "wiki", "chin", "sugarcane", "mangu", "amarillo", "cran", "crans", "cranberry",
    "suon",
    "ca", "ri",
    "flatbrod", "tofu", "cane",
    "oolong",
    "tusker", "tuskers", "buna", "shaah", "tibs", "melba", "rounds", "round", "wanton",
    "griot", "gratin", "fastnachts", "cornetto", "kode", "granita", "cornetti", "fastnacht",
    "guava",
    "morningstar", "comleite", "cupnoodle", "wakeup", "breakfastcrunchwrap", "burgers",
    "whitegrill", "wrap",
    "weck", "bud", "buds", "italian", "ices", "qabuli", "palaw", "kabuli", "pulao", "plov",
    "manti", "pelmeni", "biscochitos", "biscochito", "bizcochitos", "coconut", "fenway",
    "frank", "blues", "buckwheat", "doughnuts", "doughnut", "pancakes", "pancake", "flour",
    "glazed", "lights",
    "maki", "quest", "uncrustables", "uncrustable", "ambrosia", "sloppy", "joe", "brezel",
    "brezeln", "brunost", "gjetost", "kanelbulle", "kanelbullar", "rojo", "refritos", "crunchy",
    "toasted", "oat", "lemon", "pierogi",
    "t", "bone", "bones", "ny", "new", "york", "strip", "kc", "apple", "sauce", "bouillon",
    "instant", "potatoes", "strips", "fingers", "crispy", "vegetables", "lite", "lugaw",
    "bihon", "pancit", "mac", "macaroni", "legs", "leg", "crabmeat", "shredded",
    "biscuits", "biscuit", "brown", "gravy", "porridge", "crab", "beers", "beer", "salad",
    "ful", "medames",
    "molson", "labatt", "budweiser", "budweisers", "os", "perogies", "perogy",
    "pierogies", "perogie", "pirogies", "pierogis", "pate", "chinois", "snag", "snags",
    "weet", "bix", "weetbix", "weetabix", "canadian",
    "icecream", "icecreams", "eng", "muffins", "choc", "dumpling", "canada",
    "lasagne", "lasagnes", "taco", "tacos", "10%", "35%", "0%",
    "bison", "buffalo",
    "latke", "latkes", "matzah", "matza", "chocolat", "ice", "hoagie", "hoagies", "grinder",
    "grinders", "nacho", "doritos", "pasta", "shells", "shell", "fricase", "malta",
    "maltas", "india",
    "beanless", "sweetened", "brownie", "squeezed", "soft", "sashimi", "kettle", "serve", "fresh",
    "cone", "seeds", "pomegranate", "arils", "corn", "peroni", "mahi",
    "stromboli", "strombolis",
    "stubby", "stubbies", "cokes", "cornbread", "mcfilet", "lovers", "hawaiian",
    "breakfastpizza", "dessertpizza", "pineapple", "regular", "crust", "pizzas", "snackcake",
    "chang",
    "cobra", "kingfisher", "miguel", "san", "singha", "skittles", "smoothie", "tiger", "avocado",
    "cucumber", "edamame", "gyoza", "kani", "pods", "burntends", "friedpickles", "froyo",
    "koolaid", "shortribs", "moussaka", "choppedbeef", "abita", "amber", "barqs",
    "chicorycoffee", "chicoryblend", "coffee", "cole", "crawfish", "oyster", "perdu", "poboy",
    "slaw", "snoball", "snap", "snaps", "snow", "triscuit", "triscuits", "hushpuppies",
    "hushpuppy", "hushpupies", "chickn", "jalapeno", "popper", "poppers", "monster",
    "kolache", "kolaches", "chewy", "granola", "sub", "meatball",
    "seafood", "teriyaki", "broccoli", "kings", "funyuns", "funyun", "topo", "chico",
    "arizona", "green", "varenyky", "vareniki", "varenyki", "holubtsi", "golabki",
    "golumpki", "paczki", "paczek", "candy",
    "galbi", "kalbi", "bulgogi", "mandu", "samgyeopsal", "tangsuyuk", "ramyun", "ramyeon",
    "shin", "ramen",
    "cerdo", "cabro", "chivo", "manteca", "sorullitos", "maiz", "sorullos",
    "guanabana", "presidente", "presidentes", "johnny", "cakes", "juice",
    "marzen", "kolsch", "hefeweizen", "sauv", "rose", "apples", "cider",
    "jack", "whiskey", "cordon", "blue", "wedding", "soy", "plant", "elephant", "ear", "ears",
    "patchkids", "junior", "mints", "covered", "strawberries", "strawberry", "dipped",
    "soba", "skinny",
    "lattes",
    "pocket",
    "lover", "knot", "knots",
    "garlic",
    "empanadita", "empanaditas", "pernil", "bolillo", "bolillos", "leche", "papa", "rellena",
    "rellenas", "khichdi", "khichri",
    "frosted", "flakes", "raisin", "bran", "spring", "risotto", "tom", "yum", "fudge", "sundae",
    "hashbrown", "dasheen", "saltfish", "oxtail",
    "eggo", "eggos", "waffle",
    "bake",
    "shawarma", "shawarmas", "kebabs", "butter", "jellybeans", "bean", "home", "macaron",
    "macarons", "macaroon", "macaroons",
    "tequila",
    "shot", "shots", "champagne", "clam", "chowder", "manhattan", "omelet", "omelets",
    "carne", "asada", "americano", "americanos", "crumpet", "crumpets",
    "eclair", "eclairs", "char", "siu", "chana", "masala", "chai", "latte", "bourbon", "scotch",
    "whisky", "chitlins", "chitlin", "eggs", "benny", "pain", "au",
    "decaf", "kaiser", "baba", "ganoush", "ghanoush", "ghanouj", "dolmades", "dolmas", "dolma",
    "split",
    "whey", "pop",
    "tart", "tarts", "poptart", "poptarts", "ahoy", "timbits", "timbit", "claw", "munchkins",
    "munchkin", "steamers", "cinnabon", "avo", "avos", "nova", "kidney", "cannoli", "cannolis",
    "schmear", "shmear",
    "claws", "sherry",
    "1%", "2%", "alfredo", "and", "aubergine", "bar", "bars", "chocolate", "cocoa", "filet",
    "fillet", "mignon",
    "bacon", "baked",
    "beans", "bears", "beef",
    "blt", "bolognese", "bread", "breast", "browns", "burger",
    "burgerbun", "dogbun", "nosugaradded", "flavored", "banger", "bangers",
    "capsicum", "capsicums", "chippy", "chunky", "cuppa", "cuppas", "curd", "drink",
    "drinks", "fat", "finger", "fish", "fizzy", "full", "jacket", "kheer", "kumara",
    "kumaras", "lollies", "lolly", "mash", "mince", "oven", "pies", "rocket", "semi", "siopao",
    "skimmed", "sultanas", "sweets", "toastie", "toasties", "crisps", "chowfun", "pudding",
    "lemonade", "yorkshire", "puddings", "kipper", "kippers", "boerewors", "pap",
    "shortbread", "ginger", "nuts", "malt", "black", "butties", "butty", "chapatis", "chapattis",
    "coriander",
    "parmi", "cauliflower", "riced", "cauli",
    "zucchini", "noodles", "zoodles",
    "cabbage", "catsup", "cheerios", "cheese", "cheeses", "cheeseburger", "cheesesteak", "cherry",
    "chick",
    "chicken", "chips", "coke", "cola", "cookies", "corned", "cottage", "courgette", "cream",
    "dark", "deep", "diet", "dinner", "dish", "dog", "dogs", "donut", "donuts", "dumplings", "egg",
    "english",
    "eye", "farfalle", "fettuccine", "fettuccini", "fettucine", "fettucini", "franks", "french",
    "frappe", "frappuccino", "frappuccinos", "fries", "fry", "fusilli", "garbanzo",
    "guac", "lox", "nutella", "brat", "brats", "honey", "mexican", "nut", "sourdough", "stir",
    "stirfry", "veggies", "milkshake", "milkshakes", "onion", "ring", "rings", "sandwiches",
    "nigiri", "challah", "tostones", "tostone", "rajma", "chawal", "arroz", "pollo", "habichuelas",
    "frijoles", "iced", "vegetable", "veggie", "omelette", "omelettes",
    "vinaigrette", "balsamic", "dressing", "zero", "sugar", "lays", "queso", "dip", "m&ms",
    "m&m", "creams", "creamer", "creamers", "berries",
    "sprite", "sprites", "7up", "flat",
    "whites",
    "marg",
    "margs", "dr", "pepper", "whip", "quarter", "pounder", "vanilla", "caramel",
    "hazelnut",
    "ale", "ales", "ipa", "ipas", "lager", "lagers", "pepsi", "pilsner", "stout",
    "bbq", "mixed", "greens", "corona", "coronas", "modelo", "modelos", "heineken", "heinekens",
    "stella", "pacifico", "coors", "miller", "light", "michelob", "ultra", "shepards",
    "shepherds", "pie", "falafel", "balls", "ball", "chili", "dry", "oats", "rice",
    "merlot", "syrah", "shiraz",
    "cabernet", "sauvignon", "pinot", "noir",
    "malbec",
    "zinfandel", "chianti", "chardonnay", "blanc", "grigio", "gris", "riesling", "prosecco",
    "gin", "grain", "grape", "greek", "grits", "gummies", "gummy", "half", "ham",
    "hamburger", "hard", "hash", "hashbrowns", "hot", "hotdog", "humus", "j", "jam",
    "jello", "jelly", "linguine", "liver", "lowfat", "lunch", "marinara",
    "mashed", "mayo", "meat", "meatballs", "meatloaf", "milk", "muffin", "n", "nonfat",
    "oil", "oj", "onions", "oreo", "oreos", "parm", "parmesan", "patty", "pb", "pbj",
    "pan", "peanut", "peas", "penne", "peppers", "pickles", "pizza", "popsicle",
    "pork",
    "potato", "potsticker", "potstickers", "prawn", "prawns", "protein",
    "red", "rib", "ribeye", "rigatoni", "roll", "rolls", "rotini", "rum", "salmon",
    "salt", "sandwich", "sausage", "scallion", "scallions", "seltzer", "shake",
    "shrimp", "sirloin", "skim", "soda", "sour", "spaghetti", "sparkling", "squash", "steak",
    "stick", "sticks", "string", "surf", "sweet", "tea", "teas", "tikka", "toast", "tomato",
    "tomatoes", "tonic",
    "tuna", "turf", "turkey", "veal", "vinegar", "waffles", "water", "wheat", "white", "whole",
    "wholemeal", "yoghurt",
    "cordial", "fairycake", "groundcoriander", "longblack",
    "cornflakes", "dosa", "eggplant", "parmigiana", "spud", "spuds", "veg",
    "agua", "bistec", "cafecito", "cafecitos", "chile", "chiles", "con", "cristianos",
    "champurrado", "capp", "capps", "lumpia", "shanghai", "canton", "lechon",
    "kawali", "malasada", "malasadas", "manapua", "puff", "thieboudienne", "vine", "leaves",
    "waakye", "kelewele", "fanta", "lilikoi", "laban", "bites", "pretzel", "orange", "nugget",
    "cali", "kreme", "twists", "trefoils", "montepulciano", "boston", "baguette", "baguettes",
    "pains", "jamon", "paella", "crema", "iberico", "serrano", "valenciana", "cava", "catalana",
    "entrecote", "haricots", "verts", "rosti", "dunkel", "weissbier", "helles", "galletas",
    "galleta", "cubanas", "cubana", "cuba", "libre", "libres", "colada", "pina", "tostada",
    "kiribath", "momo", "momos", "g2", "cinnabons", "halo", "top", "jerrys", "pedialyte",
    "fosters", "khao", "butterburger", "butterburgers", "ben", "pad",
    "encebollado", "flauta", "flautas", "frijol", "guayaba", "guayava", "guisada", "guisadas",
    "maduros", "menudo", "mojarra", "moros", "papas", "pupusa", "pupusas", "relleno", "rellenos",
    "res", "revuelta", "revueltas", "tamarindo",
    "aloo", "bhindi", "brinjal", "brinjals", "chole", "dahi", "gobi", "moong",
    "phulka", "phulkas", "sabji", "sabzi", "sprouts", "subzi",
    "adobo", "bao", "bok", "bun", "buns", "candied", "choi", "choy", "eyed", "foo", "ga",
    "gumbo", "jook", "kasha", "kraut", "pak", "pea", "pearl", "pho", "tai", "taro", "yam",
    "yams", "young",
    "boba", "sticky", "concha", "conchas", "blanco", "guinness", "strongbow", "kitkat",
    "vegemite", "marmite", "chook", "irish", "pulled", "stew", "popcorn", "buttered",
    "sarnie", "sarnies", "sanger", "sangers", "crumble", "christmas", "phirni",
    "pasty", "pasties", "cornish", "bakes", "sarny", "bap", "baps", "tatties", "tattie", "neeps",
    "digestive", "digestives", "hobnob", "hobnobs", "irn", "bru", "ribena", "biltong",
    "droewors", "quavers", "wotsits", "mushy",
    "pandesal", "caldo", "cake", "kraft", "kd", "peameal", "back", "pocky",
    "trail", "raisins", "mix", "with", "fruit", "yuca", "frita", "fritas", "platano", "frito",
    "platanos", "fritos", "serenata", "asopao", "hallaca", "hallacas", "diri", "ak",
    "pwa", "joumou", "bannann", "peze", "doner", "kebab", "soup", "streaky", "frozen",
    "aipim", "branco", "cancha", "choclo", "feijao", "file", "frango", "grelhado",
    "guisado", "huevo", "huevos", "laranja", "maduro", "mandioca", "mujadara", "mujaddara",
    "pais", "pastelon", "picanha", "preto", "quipe", "quipes", "revueltos", "suco",
    "fig", "jim", "jims", "newton", "newtons", "slim", "whoopie", "icee", "lait", "slurpee",
    "slurpees", "slushie", "slushies", "slushy", "cafeteria", "cherios", "cherrios", "krispie",
    "krispies", "treat", "treats", "quater", "tabbouli", "tabouleh", "tabouli",
    "sapporo", "asahi", "kirin", "tsingtao", "tecate", "yuengling", "pabst", "tallboy", "tallboys",
    "froot", "loops", "wheaties", "lucky", "charms", "puffs", "cinnamon", "crunch", "bunches",
    "life", "cereal", "mini", "wheats", "chex", "chilli", "somen", "frosty", "frostys",
    "carnitas", "al", "pastor", "bagel", "croissant", "mcgriddle", "mcgriddles", "bull", "bulls",
    "redbull", "mozz", "vodka",
    "caraotas", "negras", "mote", "chifles", "hornado", "maharage", "ugali", "bariis",
    "matoke", "sambusa", "sambusas", "mai", "shumai", "shu", "xiao", "long", "gai", "lan",
    "cha", "gio", "nasi", "goreng", "krupuk", "kerupuk", "chao", "rendang", "sriracha",
    "snickerdoodle", "snickerdoodles", "guarana", "duck", "crisp", "psl", "pumpkin", "spice",
    "minieggs", "boneless", "drumette", "drumettes", "drummette", "drummettes", "hotcakes",
    "sauerkraut", "thumsup", "wing", "wings", "basmati", "ziti", "bakedziti",
    "cheesteak", "cheesteaks", "earl", "grey", "lacroix", "drip", "oatmeal",
    "sam", "adams", "samuel", "narragansett", "gansett", "shiner", "shiners", "bock", "moon",
    "moons", "pbr", "pbrs", "busch", "keystone", "amstel", "sierra", "nevada", "kokanee", "keiths",
    "alexander", "moosehead", "sleeman", "tennents", "carling", "speights", "steinlager", "tui",
    "windhoek", "becks", "carlsberg", "grolsch", "savanna", "hunters", "bulmers", "magners",
    "somersby", "kopparberg", "walleye", "crappie", "bluegill", "steelhead", "speckled", "trout",
    "steaks", "deer", "v8", "cheddar",
    "pogo", "pogos", "mealie", "mealies", "samoosa", "samoosas", "icewine", "wine", "dundee",
    "koeksister", "koeksisters",
    "laulau", "laulaus", "shave", "shaved", "rooibos", "pilau", "balut", "celsius", "chicharon",
    "mondongo", "sav", "mig", "pedialite",
    "port", "tawny", "salut",
    "hotpocket", "hotpockets", "maruchan", "yoplait", "nature", "valley", "jelo", "parata",
    "paratas", "purin", "highball", "highballs", "stuffed", "bell", "mountain", "dew", "mtn",
    "coldbrew", "coldbrews", "pikeplace", "splenda", "splendas", "fireball", "fireballs",
    "body", "latka", "latkas", "creme", "scrappel", "barbecue",
    "armor", "bodyarmor", "prime", "hydration", "arnold", "palmer",
    "palmers", "kimbap", "gimbap", "curds", "shakeup", "shakeups", "dippin", "dots", "skyr",
    "muesli", "free", "vegan",
  ]

  /// Words of food names that cannot name a food by themselves; they only describe one
  /// ("crispy", "style", "fast"), or they are so common in the language that alone they
  /// mean something else ("all", "good", "key").
  static let genericWords: WordSet = [
    "all", "total", "good", "classic", "style", "type", "made", "home", "fast", "food", "dog",
    "dogs", "game",
    // "honestly still full" (had been an emu's full rump, 496 g).
    "full",
    // "sweet tamales (the pink ones)": a colour, not pink beans.
    "pink",
    // A cuisine, as "chinese" and "mexican" are below: "a proper japanese breakfast" had been
    // a Japanese persimmon, "a full english" an English muffin.
    "japanese", "english", "korean", "german", "vietnamese", "filipino",
    // "vanilla pudding cup, the 4 oz refrigerated kind": where it was kept (it had been fresh
    // pasta).
    "refrigerated",
    "foods", "restaurant", "place", "size", "side", "big", "little", "bit", "hot", "cold",
    "whole", "plain", "fresh", "light", "regular", "medium", "large", "small", "mini",
    "bowl", "cup", "plate", "pan", "piece", "pieces", "slice", "bag", "box", "can", "bottle",
    "glass", "serving", "portion", "mix", "mixed", "blend", "prepared", "ready", "frozen",
    "canned", "dried", "dry", "sweet", "sweetened", "unsweetened", "reduced", "low", "fat",
    "free", "lean", "lite", "diet", "with", "and", "or", "in", "of", "on", "from", "as",
    "to", "by", "not", "no", "ns", "nfs", "added", "without", "only", "including",
    "includes", "excludes", "flavored", "flavor", "enriched", "fortified", "instant",
    "cafeteria", "school", "kids", "child", "toddler", "brand", "name", "skin", "chinese",
    "italian", "mexican", "american", "french", "new", "key", "paper", "fed", "club",
    "picnic", "movie", "theater", "night", "day", "party", "special", "deluxe", "supreme",
    "jumbo", "king", "queen", "super", "ultra", "extra", "double", "triple", "single",
    "original", "traditional", "homestyle", "country", "garden", "house", "family",
    "value", "combo", "meal", "kit", "pack", "packet", "bar", "bars", "stick", "sticks",
    "ice", "cubes", "cube", "crispy", "golden", "crunchy", "soft", "hard", "thick", "thin",
    "red", "green", "yellow", "white", "black", "brown", "dark", "natural", "organic",
    "imitation", "part", "skim", "whole", "high", "fiber", "calorie", "sodium",
    "salted", "unsalted", "seasoned", "breaded", "battered", "stuffed", "filled", "topped",
    "coated", "covered", "glazed", "iced", "frosted", "blue", "mountain", "gold", "golden",
    "wild", "pure", "real", "fancy", "choice", "select", "prime", "grade", "standard",
    "commercial", "commercially", "generic", "store", "bought", "homemade", "made",
    "cooking", "table", "spray", "drink", "drinks", "beverage", "beverages",
    "snack", "snacks", "dessert", "desserts", "dinner", "lunch", "breakfast", "brunch",
  ]

  /// Words that can describe almost any food ("whole", "regular", "big"): a name need not
  /// have them, but is better for having them.
  static let weakWords: WordSet = [
    "all", "total", "good", "classic", "style", "type", "home", "place", "size", "side", "big",
    "little", "bit", "regular", "medium", "large", "small", "mini", "bowl", "plate",
    "piece", "pieces", "bag", "box", "bottle", "glass", "serving", "portion", "special",
    "deluxe", "supreme", "jumbo", "extra", "double", "triple", "single", "original",
    "traditional", "homestyle", "country", "house", "value", "combo", "meal", "kit", "pack",
    "packet", "natural", "organic", "pure", "real", "fancy", "choice", "select", "prime",
    "grade", "standard", "store", "bought", "generic", "commercial", "full", "entire",
    // "skinless chicken breast": how it was bought, not a food of its own (USDA's only
    // "skinless" breast is a raw one with no household rows: no amount had been no food).
    "skinless", "boneless",
  ]

  /// Common words of diary sentences that are never corrected into food words and never
  /// taken for one ("savored", "delightful", "kicked off my day").
  static let narrationWords: WordSet = companions.union([
    // "pulled an all nighter".
    "allnighter",
    // "tried the new cidery downtown": where, not apple cider.
    "cidery", "brewery", "winery", "taproom", "distillery",
    // Spanish colours of a dish ("pozole rojo"), not misspelled foods ("Rolo").
    "rojo", "roja", "rojos", "rojas",
    // "un vaso de atole bien calientito": how it was, not O'Brien potatoes.
    "bien", "muy", "caliente", "calientito", "calientita", "frio", "fria",
    // A parent's evening ("carpool, practice, homework, baths"): "carpool" had been cardoon.
    "carpool", "homework", "baths", "bath", "pickup", "dropoff",
    // "beach in tel aviv": where, not a South Beach protein bar.
    "beach",
    // "only thing open at the airport", "clams casino to start": how the day went, not Open
    // Pit barbecue sauce or Good Start formula (their other words still name them).
    "open", "start", "bloodwork",
    // "for my daughter's bday" (had been a bay leaf), "on the dock" (a wild plant).
    "bday", "dock",
    // "the other cup is for tomorrow": the rest, not USDA's "Cereal, other, NFS".
    "other",
    // Where a meal was, not what: "temple prasad today", "after misa".
    "temple", "church", "mosque", "gurdwara", "prasad", "misa", "mass",
    // Where and around what: "off the roller grill", "watching the footy", "between classes",
    // "on the way to hockey", "a double shift at the hospital".
    "roller", "grill", "footy", "hockey", "class", "classes", "lecture", "lectures", "shift",
    "hospital", "practice",
    "savored", "savoured", "savor", "devoured", "enjoyed", "enjoy", "indulged", "indulge",
    "relished", "munched", "munching", "nibbled", "scarfed", "slurped", "chugged", "sipped",
    "sipping", "gulped", "grabbed", "picked", "reached", "kicked", "started", "starting",
    "fueled", "fuelled", "treated", "polished", "wolfed", "inhaled", "snagged", "tried",
    "weighed", "measured", "poured", "heated", "warmed", "bought", "shared", "sharing", "share",
    "delightful", "delicious", "tasty", "yummy", "nice", "amazing", "perfect", "lovely",
    "wonderful", "satisfying", "hearty", "refreshing", "comforting", "comfort",
    "favorite", "favourite", "usual", "healthy",
    "treat", "featuring", "featured", "accompanied", "paired", "complemented", "alongside",
    "day", "morning", "night", "evening", "afternoon", "week", "weekend", "today",
    "tonight", "yesterday", "work", "office", "desk", "gym", "run", "walk",
    "friends", "friend", "kids", "mom", "dad", "wife", "husband", "party",
    "place", "shop", "cafe", "diner", "ballpark", "ballgame", "car", "train", "way",
    "meeting", "break", "time", "minutes", "hours", "lol", "omg", "ok", "okay", "yum",
    "really", "very", "pretty", "super", "totally", "actually", "basically", "literally",
    "finally", "quickly", "slowly", "happily", "right", "size", "exactly", "perfectly",
    "nothing", "else", "everything", "something", "anything", "myself", "yourself",
    "down", "up", "off", "out", "away", "again", "still", "too", "even",
    "good", "best", "better", "fine", "huge", "generous", "modest", "hefty",
    "entire", "couple", "few", "each", "total", "together",
    "apiece", "per", "worth", "serving", "helping", "plate", "plateful", "bowlful",
    "delight", "feast", "meal", "snack", "bite", "sunday", "monday", "tuesday",
    "wednesday", "thursday", "friday", "saturday", "lunchtime", "dinnertime",
    // "naptime snack" had been corrected to persimmons.
    "naptime", "snacktime", "breakfasttime", "teatime", "bathtime", "playtime",
    "takeout", "drivethru", "cantina", "picnic", "cookout", "potluck", "brunch",
    // "tried a new recipe tonight": what was cooked, not a food ("Biscuit, home recipe").
    "recipe", "recipes",
    // Where and how, not what: "on the bench outside" (had been an ostrich's outside strip),
    // "surprisingly filling" (ravioli), "cabbage rolls reheated from sunday" (frozen
    // breaded chicken thighs, reheated), "persian night at my aunt's" (Peruvian beans).
    "outside", "outdoors", "filling", "surprisingly", "reheated", "persian",
  ])

  /// Whether the reader already understands `word` as it is; such words are never taken for
  /// a misspelling of a food word.
  static func isKnown(_ word: String) -> Bool {
    // The sets are asked one by one: building their union would cost every cold analysis
    // more than a few lookups do.
    describingWords[word] != nil || fillerWords.contains(word) || narrationWords.contains(word)
      || genericWords.contains(word)
      || mealNames.contains(word) || negations.contains(word)
      || circumstancePrepositions.contains(word) || vagueAmounts.contains(word)
      || synonymWords.contains(word) || formWords.contains(word)
      || clauseStarters.contains(word) || otherKnownWords.contains(word)
      || chainAliases.contains(word)
  }

  private static let otherKnownWords: WordSet = [
    "and", "with", "plus", "on", "over", "in", "from", "at", "into", "onto", "atop", "then",
    "also", "alongside", attachingJoiner, "each", "total", "together", "apiece", "x", "a",
    "an", "the", "it", "them", "its", "itself", "both", "either", "neither", "one", "ones",
    "other", "another", "more", "less", "much", "many", "most", "least", "some", "any",
    "up", "down", "off", "out", "just", "only", "even", "still", "really", "very", "so",
  ]

  /// The synonym table: each phrase's USDA words, kept as one string until asked for. A
  /// literal array of words for each of 600 phrases was 600 objects for the runtime to set up
  /// on first use, 0.28 M instructions of every cold analysis (ADR 0012, eleventh pass).
  struct Synonyms: Sendable, ExpressibleByDictionaryLiteral {
    private let table: WordTable<String>

    init(dictionaryLiteral elements: (String, String)...) {
      table = WordTable(elements)
    }

    /// The USDA words for `phrase`, if it is a synonym.
    subscript(_ phrase: String) -> [String]? {
      table[phrase].map { $0.split(separator: " ").map(String.init) }
    }

    /// Whether `phrase` is a synonym, without splitting its words.
    func contains(_ phrase: String) -> Bool { table[phrase] != nil }

    /// Every phrase, in the order written.
    var keys: [String] { table.keys }
  }
}
