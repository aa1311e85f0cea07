import TestSupport
import Testing
import UseCases

@testable import Drivers

/// Grams from household measures, against the real shipped index.
@Suite("Local analyzer portions")
struct PortionTests {
  let analyzer = LocalAnalyzerFixture.analyzer()

  private func item(
    _ description: String
  ) async throws -> (food: String, grams: Double, notes: [String]) {
    let analysis = try await analyzer.analyze(MealInput(description: description))
    let item = try #require(analysis.items.first)
    return (item.food, item.grams, item.notes)
  }

  @Test(
    "counts a brand by the row of the generic food that names it",
    arguments: [
      // Had been medium cookies (120 g), jam, figs and a 150 g pie.
      ("4 chips ahoy cookies", 42.0), ("2 slim jims", 19.2), ("slim jim", 9.6),
      ("2 fig newtons", 32), ("1 whoopie pie", 57), ("a rice krispies treat", 28),
      // A word that only says how it is counted, or a count, is no brand.
      ("a string cheese", 28.35), ("2 small sugar cookies", 40),
    ])
  func brandRows(_ description: String, grams: Double) async throws {
    expectEqual(try await item(description).grams, grams)
  }

  @Test(
    "counts a food made in patties by the patty",
    arguments: [
      // Had been USDA's usual portion each: 28 g of falafel, 80 g of hash brown, 60 g of
      // sausage.
      ("4 falafel", 68.0), ("1 falafel", 17), ("2 fast food hash browns", 110),
      ("2 italian sausages", 70),
    ])
  func pattyRows(_ description: String, grams: Double) async throws {
    expectEqual(try await item(description).grams, grams)
  }

  @Test(
    "counts a part of one by its name and the whole it was cut from",
    arguments: [
      // Had been two whole burritos (440 g), a Quarter Pounder beside a cup of lo mein, an
      // individual quiche, and a quarter of an individual pie (37.5 g).
      ("two thirds of a chicken burrito with beans and cheese", 440.0 / 3),
      ("three quarters of a cup of chicken lo mein", 150), ("an eighth of a 9 inch quiche", 192),
      ("a quarter of a 9 inch apple pie", 300), ("a quarter of an apple pie", 300),
      ("2 quarters of an orange", 77),
      // Had been the whole bottle, 620 g.
      ("3/4 of a 20 oz bottle of coke", 465),
    ])
  func partsOfOne(_ description: String, grams: Double) async throws {
    #expect(abs(try await item(description).grams - grams) < 0.01)
  }

  @Test("a Quarter Pounder is a name, not a quarter of one")
  func quarterPounders() async throws {
    // "2 quarter pounders" had been half of one once fractions were read after a count, and
    // "a quarter pounder" had been a quarter of one (42.8 g) before.
    expectEqual(try await item("2 quarter pounders with cheese").grams, 400)
    expectEqual(try await item("a quarter pounder").grams, 170)
    expectEqual(try await item("one quarter pounder").grams, 170)
  }

  @Test("the other half is the person's only when they had it")
  func otherHalf() async throws {
    // Someone else's other half had been 17.5 g of cereal ("Cereal, other, NFS").
    let steak = try await analyzer.analyze(
      MealInput(description: "half a sirloin steak for dinner, my wife got the other half"))
    expectEqual(steak.items.map(\.grams), [80])
    let bagel = try await analyzer.analyze(
      MealInput(description: "half a bagel, then the other half later"))
    expectEqual(bagel.items.map(\.grams), [105])
  }

  @Test("says a part of one as a fraction when one decimal would hide it")
  func partNotes() async throws {
    // USDA's piece that is an eighth of the quiche, said as the fraction.
    let quiche = try await item("an eighth of a 9 inch quiche")
    #expect(
      quiche.notes.contains { $0.contains("1/8: \"1 piece (1/8 of 9\" dia)\"") },
      "\(quiche.notes)")
    expectEqual(quiche.grams, 192)
    expectEqual(PortionChooser.amountText(0.5), "0.5")
    expectEqual(PortionChooser.amountText(2.0 / 3), "2/3")
    expectEqual(PortionChooser.amountText(1.25), "1.3")
  }

  @Test("a size said is no reason to leave a word out, and one no row has is an order's")
  func sizeOfAnOrder() async throws {
    // Had been one small raw onion (6 g): "Onions, raw" is found only without "rings", and
    // its "1 small" row had outscored the rings. Then one ring (10 g), not an order.
    let rings = try await item("small onion rings")
    expectEqual(rings.food, "Fried onion rings")
    expectEqual(rings.grams, 120)
    expectEqual(try await item("8 onion rings").grams, 80)
  }

  @Test("reads tabouli as tabbouleh")
  func tabouli() async throws {
    // It had been no food at all: "tabouli 1/2 cup and 2 falafel" was the falafel alone.
    let meal = try await analyzer.analyze(MealInput(description: "tabouli 1/2 cup and 2 falafel"))
    expectEqual(meal.items.map(\.food), ["Tabbouleh", "Falafel"])
    expectEqual(meal.items.map(\.grams), [80, 34])
  }

  @Test("a spread measured only by a spoonful serving is that serving")
  func spoonfulServing() async throws {
    // Nutella borrows SR's "serving 2 TBSP" (37 g); it had been a cup of it, 296 g.
    expectEqual(try await item("nutella").grams, 37)
    let toast = try await analyzer.analyze(MealInput(description: "toast with nutella"))
    expectEqual(toast.items.map(\.grams), [25, 37])
  }

  @Test(
    "uses the food's own household rows",
    arguments: [
      ("a large egg", 50.0), ("2 extra large eggs", 112), ("2 eggs", 100),
      ("a large banana", 136), ("a small banana", 101), ("a banana", 118),
      ("2 slices of whole wheat toast", 66), ("a can of cola", 372), ("a bottle of beer", 360),
      ("ten grapes", 70), ("six chicken nuggets", 96), ("6 steamed asparagus spears", 96),
      ("a pat of butter", 5), ("a small order of fries", 110),
      // An egg's usual size is the egg's: an egg sandwich is the regular one, not "1 large".
      ("a bacon and egg bagel sandwich", 200),
      // "personal size" names USDA's "1 frozen personal size pizza" row.
      ("a frozen personal size thin crust cheese pizza", 209),
      // Whole ones are counted by the whole food's row, not by its usual slice.
      ("a whole pizza", 528), ("ate 3 whole pizzas by myself", 1584),
      // A pizza said with its size is the whole pie (had been one piece of it, 92 g); a
      // piece said is still a piece.
      ("a large pizza", 732), ("2 slices of a large pizza", 184),
      // "1 small/regular fillet" is the regular one (had been "1 whole fish", 420 g).
      ("a baked cod fillet", 140),
      // Half of one is half of a whole one, not half its usual wedge or slice.
      ("half a cantaloupe", 275), ("half a pizza", 264),
      // A plate of a food with no plate row is its usual portion, not "1 slice of chicken".
      ("a plate of chicken alfredo", 241),
      // Nuts with no amount are USDA's 1 oz serving, not the half cup of other plurals.
      ("walnuts", 28.35),
      // A plural with no cup measure is USDA's serving of it ("NLEA serving"), not one.
      ("baby carrots", 85),
      // A word said that the food's name lacks picks its row ("1 cherry", not "Italian tomato").
      ("6 cherry tomatoes", 102),
      // "patty 1.5 oz" counts patties; it is no weight-only row like "oz".
      ("a York Peppermint Pattie", 43),
      // A snack cup, pack or size is USDA's snack size row, its fun size for candy and its
      // small single serving bag for chips.
      ("snack cup of sugar free jello", 95), ("2 snack size snickers", 30),
      ("a snack size bag of chips", 28),
      // A size said picks its row when the food has none of the container named.
      ("a fun size pack of M&Ms", 15),
      // A container of another name than the food's own container row: its bag, not 1 chip.
      ("a small packet of chips", 28),
      // Nigiri are counted by the piece (35 g), not by a 210 g serving each.
      ("3 salmon nigiri", 105),
      // "serving 1/2 cup" (68 g) weighs half a cup, not half of half; "no sugar added"
      // names the product, as USDA does, and negates nothing.
      ("1/2 cup of light no sugar added vanilla ice cream", 68),
      // A slice of a food USDA cuts in wedges is a wedge ("wedge (approx 1/16 of melon)").
      ("a slice of watermelon", 286),
      // USDA's "1 sleeve" of crackers, not one cracker.
      ("a sleeve of ritz crackers", 115),
      // Of two package rows, the plural counted is the "package 1.6 oz 2 cups" one.
      ("a pack of reeses cups", 45),
    ])
  func householdRows(_ description: String, _ grams: Double) async throws {
    expectEqual(try await item(description).grams, grams)
  }

  @Test("a name of several forms is counted by the row of the form the person named")
  func formNamed() async throws {
    // "Cake or cupcake, NFS": one cupcake (90 g), not its usual slice (175 g).
    let cupcake = try await item("a frosted cupcake")
    expectEqual(cupcake.grams, 90)
    expectEqual(try await item("a slice of cake").grams, 175)
  }

  @Test("a count of a food baked in a pan is of pieces, unless the pan is said")
  func piecesNotPans() async throws {
    // Had been two 8-inch pans of cornbread, 1,292 g.
    expectEqual(try await item("2 cornbread").grams, 130)
    expectEqual(try await item("a whole pan of cornbread").grams, 646)
  }

  @Test("a count of a food whose usual portion is many pieces counts the pieces")
  func piecesNotServings() async throws {
    // Had been ten servings (1,100 g), six (390 g) and four (640 g).
    expectEqual(try await item("10 french fries").grams, 50)
    expectEqual(try await item("6 tater tots").grams, 48)
    expectEqual(try await item("4 cheese ravioli").grams, 60)
    // A food whose usual portion is one of it is still counted by it.
    expectEqual(try await item("2 burritos").grams, 440)
    expectEqual(try await item("a small order of fries").grams, 110)
  }

  @Test("ounces of a food in a can or pouch are its weight; a decimal comma is a decimal")
  func cannedWeightsAndDecimalCommas() async throws {
    // Had been read as fluid ounces through the food's cup weight: 84 g and 44 g.
    #expect(abs(try await item("a 5 oz can of tuna").grams - 141.75) < 0.01)
    #expect(abs(try await item("2.6 oz pouch of chicken").grams - 73.71) < 0.01)
    // A drink's can is still fluid ounces.
    expectEqual(try await item("a 12 oz can of coke").grams, 372)
    // Had been five litres (refused) and 5 g; a thousands separator is no decimal.
    #expect(abs(try await item("0,5l bottle of lager").grams - 507.2) < 0.1)
    expectEqual(try await item("a 12,5g knob of butter").grams, 12.5)
    expectEqual(try await item("1,000 g of rice").grams, 1000)
  }

  @Test("a knob, a spoonful and a dollop are spoons; a handful of nuts is an ounce")
  func spoonsAndHandfuls() async throws {
    // Had been a stick of butter (113 g), two tablespoons, 100 g and one walnut (4 g).
    #expect(abs(try await item("a knob of butter").grams - 14.2) < 0.01)
    expectEqual(try await item("a spoonful of peanut butter").grams, 16)
    expectEqual(try await item("a dollop of sour cream").grams, 24)
    #expect(abs(try await item("a handful of walnuts").grams - 28.35) < 0.01)
    #expect(abs(try await item("a handfull of cashews").grams - 28.35) < 0.01)
    // A small bowl is a cup, a big one two, any other one and a half (had been 1 1/2 each).
    expectEqual(try await item("small bowl of chicken noodle soup").grams.rounded(), 237)
    expectEqual(try await item("a big bowl of chili").grams.rounded(), 473)
    expectEqual(try await item("bowl of chicken noodle soup").grams.rounded(), 355)
    // "oz (10-12 kernels)" counts eleven, not 1,012 (had been 0.3 g for ten nuts).
    #expect(abs(try await item("10 macadamia nuts").grams - 25.77) < 0.01)
    // A string cheese said with no amount is one stick (had been a slice's 21 g); fish
    // fingers, plural, are still their usual portion.
    #expect(abs(try await item("string cheese").grams - 28.35) < 0.01)
    expectEqual(try await item("fish fingers").grams, 85)
    // A splash after a drink, however joined, is its addition; alone, a tablespoon (each
    // had been a cup of milk, 244 g).
    let splash = try await analyzer.analyze(MealInput(description: "coffee, a splash of milk"))
    expectEqual(splash.items.map { $0.grams.rounded() }, [360, 30])
    let and = try await analyzer.analyze(MealInput(description: "coffee and a splash of milk"))
    expectEqual(and.items.map { $0.grams.rounded() }, [360, 30])
    expectEqual(try await item("a splash of milk").grams.rounded(), 15)
    // A handful of what is no nut is still its usual portion.
    expectEqual(try await item("a handful of grapes").grams, 75)
  }

  @Test("a receipt's count: of an amount, that amount so many times; of a plural, orders")
  func receiptCounts() async throws {
    // Had been one nugget (16 g) and one onion ring (10 g).
    expectEqual(try await item("1x 10 pc Chicken McNuggets").grams, 160)
    expectEqual(try await item("2x 6 pc chicken nuggets").grams, 192)
    expectEqual(try await item("1x Onion Rings").grams, 120)
    expectEqual(try await item("2x Chocolate Chip Cookie").grams, 60)
    expectEqual(try await item("chicken biryani x 2 cups").grams, 392)
  }

  @Test("strips of a food measured by the strip are its strips, never cups of its pieces")
  func strips() async throws {
    // Had been two usual portions (94 g), and two cups of pieces (180 g).
    expectEqual(try await item("2 strips deer jerky").grams, 28)
    expectEqual(try await item("2 strips of beef jerky").grams, 60)
    expectEqual(try await item("3 strips of bacon").grams, 24)
  }

  @Test("a cup a food is sold in, sized in ounces, is counted by its size, not measured")
  func soldInCups() async throws {
    // "small 12 oz. cup" (227 g) was read as a measuring cup, so a small Frosty had no row.
    let frosty = try await item("a small frosty from wendys")
    expectEqual(frosty.food, "WENDY'S, Frosty Dairy Dessert")
    expectEqual(frosty.grams, 227)
  }

  @Test("a count of a drink is never of the quart or pint USDA also weighs")
  func countedDrinkNotBulk() async throws {
    // "Eggnog": cup 254 g, fl oz, quart 1,016 g; "one eggnog" had been the quart.
    #expect(abs(try await item("one eggnog").grams - 254) < 0.5)
  }

  @Test("a count of a pie is of slices, unless a whole one is said")
  func slicesNotPies() async throws {
    // SR's "Pie, pumpkin, commercially prepared" had been two whole pies ("pie", 995 g each).
    let pie = try await item("2 store bought pumpkin pie")
    expectEqual(pie.food, "Pie, pumpkin, commercially prepared")
    expectEqual(pie.grams, 266)
    expectEqual(try await item("a whole store bought pumpkin pie").grams, 995)
    // FNDDS's "Pie, pumpkin": two regular slices; a whole one is the regular pie, not the
    // individual one.
    expectEqual(try await item("2 pumpkin pie").grams, 300)
    expectEqual(try await item("a whole pumpkin pie").grams, 1200)
  }

  @Test("turns volumes into grams through the food's cup weight")
  func cupWeight() async throws {
    // Rice, white, cooked: "1 cup, cooked" 158 g; Blueberries, raw: "cup" 148 g.
    expectEqual(try await item("1 cup cooked white rice").grams, 158)
    expectEqual(try await item("1 1/2 cups of blueberries").grams, 222)
    // A tablespoon row is used for tablespoons: Honey "tbsp" 21 g.
    expectEqual(try await item("a tbsp of honey").grams, 21)
    // 250 ml of orange juice through its "1 fl oz" row (31 g per 29.57 ml).
    let juice = try await item("250 ml of orange juice").grams
    #expect(abs(juice - 250 / 29.573_529_562_5 * 31) < 0.01)
  }

  @Test("picks the cup row that fits the words")
  func qualifiedCup() async throws {
    expectEqual(try await item("a cup of sliced strawberries").grams, 166)
    expectEqual(try await item("a cup of strawberries").grams, 144)
  }

  @Test("falls back to water density for a drink without volume rows, and says so")
  func waterDensity() async throws {
    let milk = try await item("8 oz glass of whole milk")
    #expect(abs(milk.grams - 8 * 29.573_529_562_5) < 0.01)
    #expect(milk.notes.contains { $0.contains("water density") })
    #expect(milk.notes.contains("oz of a drink read as fluid ounces"))
  }

  @Test("reads oz as weight for food and as fluid ounces for drinks")
  func ounces() async throws {
    #expect(abs(try await item("3 oz grilled salmon").grams - 3 * 28.349_523_125) < 1e-9)
    let cola = try await item("a 16 oz cola").grams
    // Soft drink, cola: "1 fl oz (NFS)" 31 g.
    #expect(abs(cola - 16 * 31) < 0.01)
  }

  @Test("assumes the usual portion when no amount is given, and flags it")
  func defaultPortion() async throws {
    let oatmeal = try await item("oatmeal")
    expectEqual(oatmeal.grams, 240)
    #expect(oatmeal.notes.contains { $0.hasPrefix("no amount given: assumed") })
  }

  @Test("counts pieces a row describes in parentheses")
  func piecesInRow() async throws {
    // Nuts, walnuts, english: "cup shelled (50 halves)" 100 g, so a half weighs 2 g.
    let walnuts = try await item("eight walnut halves")
    expectEqual(walnuts.grams, 16)
    expectEqual(walnuts.notes, ["8 × 2 g (\"cup shelled (50 halves)\" is 50 of them)"])
  }

  @Test("adds a splash of milk to a drink by USDA's guideline amount")
  func guidelineAmount() async throws {
    let analysis = try await analyzer.analyze(
      MealInput(description: "2 cups of coffee with milk"))
    let milk = try #require(analysis.items.last)
    expectEqual(milk.food, "Milk, NFS")
    // 2.5 g per fl oz of the 480 g of coffee.
    #expect(abs(milk.grams - 2.5 * 480 / 29.573_529_562_5) < 0.01)
    #expect(milk.notes.contains { $0.contains("guideline") })
  }

  @Test("adds a plant milk USDA gives no guideline for as it adds the milks it does")
  func plantMilkGuideline() async throws {
    let analysis = try await analyzer.analyze(
      MealInput(description: "2 cups of coffee with oat milk"))
    let milk = try #require(analysis.items.last)
    expectEqual(milk.food, "Oat milk")
    // 2.5 g per fl oz of the 480 g of coffee, not a 236 g cup of oat milk.
    #expect(abs(milk.grams - 2.5 * 480 / 29.573_529_562_5) < 0.01)
  }

  @Test("measures creamer and counted creams in coffee as USDA's half and half")
  func creamer() async throws {
    // Creamers have no household measures: a borrowed "Coffee substitute" row made it 360 g.
    let creamer = try #require(
      try await analyzer.analyze(MealInput(description: "coffee with creamer")).items.last)
    expectEqual(creamer.food, "Cream, fluid, half and half")
    expectEqual(creamer.grams, 15)
    // Two of the "container, individual (.5 fl oz)" cups, not two cups of whipped cream.
    let creams = try #require(
      try await analyzer.analyze(MealInput(description: "a large coffee with 2 creams")).items
        .last)
    expectEqual(creams.grams, 30)
  }

  @Test("explains the household measure it used")
  func notes() async throws {
    let banana = try await item("a large banana")
    expectEqual(banana.notes, ["1 × \"large (8\" to 8-7/8\" long)\" (136 g)"])
  }
}

extension PortionTests {
  @Test("counts a drink with only volume rows as one standard serving of its kind")
  func drinkWithVolumeRowsOnly() async throws {
    // "Alcoholic beverage, beer, light, BUD LIGHT": rows "1 fl oz" 29.5 g and "12 fl oz" 354 g.
    let beer = try await item("a bud light")
    #expect(abs(beer.grams - 354) < 0.5)
    expectEqual(beer.notes.first, "no size given: assumed a standard drink each (12 fl oz)")
  }

  @Test("shelled seeds by the cup weigh as the cup without shells")
  func shelled() async throws {
    // "Sunflower seeds, NFS": "1 cup, NFS" 46 g, "1 cup, in shell, yields" 46 g,
    // "1 cup, without shell" 144 g.
    expectEqual(try await item("1/4 c shelled sunflower seeds").grams, 36)
    expectEqual(try await item("1/4 c sunflower seeds").grams, 11.5)
  }

  @Test("nuts said in the shell weigh as the cup in shell, wherever it is said")
  func inTheShell() async throws {
    // "Peanuts, roasted, salted": "1 cup, in shell, yields" 51 g, "1 cup, NFS" 146 g.
    expectEqual(try await item("cup of salted peanuts in the shell").grams, 51)
    // Had been a cup of chocolate "Magic Shell" topping beside the nuts (272 g).
    let pistachios = try await analyzer.analyze(
      MealInput(description: "pistachios, about a cup still in the shells"))
    expectEqual(pistachios.items.map(\.food), ["Pistachio nuts, NFS"])
    expectEqual(pistachios.items.first?.grams, 58)
    #expect(try await item("pasta shells, 1 cup").food.hasPrefix("Pasta"))
  }

  @Test("a size said picks the serving of that size where USDA lists servings by size")
  func sizedServing() async throws {
    // "Beverages, shake, fast food, strawberry": servings small 282 g, medium 376 g, large
    // 494 g (listed first), and a "fl oz" row.
    expectEqual(try await item("a small strawberry shake").grams, 282)
    expectEqual(try await item("medium strawberry shake").grams, 376)
  }

  @Test("borrows a near twin's household measures for a food USDA lists none for")
  func borrowedPortions() async throws {
    // "Jam or jelly, NFS" has no portions; "Jams and preserves" has "tbsp" 20 g.
    let analysis = try await analyzer.analyze(MealInput(description: "toast with jam"))
    let jam = try #require(analysis.items.last)
    expectEqual(jam.food, "Jam or jelly, NFS")
    expectEqual(jam.grams, 20)
    expectEqual(
      jam.notes.first,
      "USDA lists no household measures for this food: used those of \"Jams and preserves\"")
    // A stated volume takes the twin's volume row too, rather than water's density.
    let spoon = try await item("1 tbsp jam or jelly")
    expectEqual(spoon.grams, 20)
    // The twin with the most words in common lends: "Chocolate-flavored hazelnut spread"
    // ("serving 2 TBSP" 37 g, so 18.5 g a tablespoon), not "Chocolate candy".
    let spread = try await item("2 tbsp nutella")
    expectEqual(spread.grams, 37)
  }

  @Test("a dish with no amount is a cup of it, never a tablespoon, and jam still a spoonful")
  func dishByTheCup() async throws {
    // "Chili, NFS" has no portions; its twin "Chili with beans, canned" has "cup" 256 g and
    // "tbsp" 16 g.
    let chili = try #require(
      try await analyzer.analyze(MealInput(description: "chili")).items.first)
    expectEqual(chili.food, "Chili, NFS")
    expectEqual(chili.grams, 256)
    expectEqual(try await item("chili with cheese").grams, 256)
    expectEqual(try await item("jam").grams, 20)
  }

  @Test("a syrup measured only by the cup is a tablespoon with no amount, a cup when said")
  func syrupByTheSpoon() async throws {
    // "Fruit syrup": rows "cup" 334 g and "0.25 cup" 84 g only.
    let syrup = try await item("fruit syrup")
    #expect(abs(syrup.grams - 334.0 / 16) < 0.1)
    expectEqual(try await item("a cup of fruit syrup").grams, 334)
  }

  @Test("keeps both foods of a pair whose only dish fits too loosely to keep unmeasured")
  func looselyFittingPair() async throws {
    // "Syrups, table blends, pancake, with butter" names both, but fits no better than a bare
    // word the analyzer would not keep: the syrup and the butter, not nothing.
    let foods = try await analyzer.analyze(
      MealInput(description: "2 pancakes with syrup and butter")
    ).items.map(\.food)
    expectEqual(foods, ["Pancakes, NFS", "Syrups, table blends, pancake", "Butter, salted"])
  }

  @Test("takes 'whole' as all of one where USDA's usual portion is a part")
  func wholeOne() async throws {
    // "Quesadilla, chicken": usual portion 70 g (half), "1 full circle" 140 g.
    expectEqual(try await item("whole chicken quesadilla").grams, 140)
    expectEqual(try await item("chicken quesadilla").grams, 70)
    // "Milk, whole" names it: a glass of whole milk is still a glass.
    #expect(try await item("a glass of whole milk").grams > 200)
  }
}

@Suite("PortionChooser.Measure")
struct MeasureReadingTests {
  @Test("splits every USDA portion description as reading it character by character did")
  func splitsAsCharactersDid() throws {
    let connection = try SQLiteConnection(path: LocalAnalyzerFixture.indexPath, mode: .readOnly)
    defer { connection.close() }
    var descriptions = try connection.prepare("SELECT DISTINCT description FROM portions").rows {
      $0.string(at: 0) ?? ""
    }
    #expect(descriptions.count > 2000)
    descriptions += ["1 Crème (brûlée) cup", "((a)) b) (c", "", "ÉCLAIR (Large)", "A (B) c"]
    for description in descriptions {
      let (outside, inside) = PortionChooser.Measure.splitByCharacters(description)
      let split = PortionChooser.Measure.split(description)
      #expect(split.outside == outside && split.inside == inside, "\(description)")
    }
    #expect(PortionChooser.Measure.split("1 Cup (8 FL OZ)") == ("1 cup ", " 8 fl oz "))
    #expect(PortionChooser.Measure.split("1 Crème (brûlée)") == ("1 crème ", " brûlée "))
  }
}

extension PortionTests {
  @Test("a drink of the size said is its row of that size, not a cup")
  func sizedDrinkRows() async throws {
    // Had been a cup of it (198 g): the rows are "small 12 fl oz" and "medium 16 fl oz".
    expectEqual(try await item("a medium vanilla shake at burger king").grams, 397)
    expectEqual(try await item("a small vanilla shake at burger king").grams, 298)
  }

  @Test("a pizza's size said after its slices sizes them")
  func pizzaSizeAfter() async throws {
    // "(medium pizza)" had been read as words about the pizza and its size lost (150 g each),
    // and "regular" before "crust" had been the size.
    let slices = try await item("3 slices meat lovers regular crust (medium pizza)")
    expectEqual(slices.grams, 327)
    // "thin" before "crust" is the crust, not the size: a medium pizza, not a personal one.
    expectEqual(try await item("a medium thin crust meat lovers").grams, 720)
  }

  @Test("some slices out of a whole are that part of it")
  func slicesOutOfAWhole() async throws {
    // Had been three large pizzas (3,936 g).
    expectEqual(
      try await item("ordered a large pepperoni pizza, i had 3 of the 8 slices").grams, 492)
    expectEqual(
      try await item(
        "ordered a medium thin crust meat lovers for me and my bf, i had 4 of the 8 slices"
      )
      .grams, 360)
  }

  @Test("an amount said with containers in the plural is each one's")
  func pluralContainers() async throws {
    // Had been 8.4 oz in all.
    expectEqual(try await item("2 red bulls (8.4 oz cans)").grams.rounded(), 521)
    expectEqual(try await item("2 beers (12 oz bottles)").grams.rounded(), 720)
  }

  @Test("a count of pieces is of single ones, not of a serving of several")
  func piecesNotServingsOfSeveral() async throws {
    // Had been five servings of five sticks (535 g).
    expectEqual(try await item("5 pc french toast sticks from burger king").grams, 105)
  }

  @Test("a Cinnabon is the row that weighs one")
  func cinnabon() async throws {
    // Had been SR's 65 g bun.
    expectEqual(try await item("a cinnabon").grams, 240)
    expectEqual(try await item("half a cinnabon").grams, 120)
  }

  @Test("pieces counted by what one yields when that row names them")
  func podsYield() async throws {
    // Had been twenty usual portions (1,600 g).
    expectEqual(try await item("20 edamame pods").grams, 40)
  }

  @Test("fried pickle chips are counted by the slice")
  func pickleChips() async throws {
    // Had been six usual portions (360 g).
    expectEqual(try await item("6 fried pickle chips").grams, 84)
  }

  @Test("an ice cream cup is a container of its size, not a cup's volume")
  func iceCreamCups() async throws {
    // A medium froyo had been its usual portion (175 g).
    expectEqual(try await item("medium chocolate froyo").grams, 320)
    expectEqual(try await item("a large chocolate frozen yogurt").grams, 480)
  }

  @Test("a size said after a food with a topping is the food's")
  func sizeAfterTopping() async throws {
    // Had been a medium pizza's slices (220 g).
    expectEqual(
      try await item("2 slices thick crust white pizza with sausage (large)").grams, 308)
  }

  @Test("one of a serving that counts several is one of them")
  func oneOfAServingOfSeveral() async throws {
    // Had been the serving of two bars (28 g).
    expectEqual(try await item("1 fun size 3 musketeers").grams, 14)
  }

  @Test("a wedge after the food is its measure")
  func wedgeAfterTheFood() async throws {
    // "wedge" had been no word at all: a watermelon ball (12 g).
    expectEqual(try await item("a watermelon wedge").grams, 286)
    expectEqual(try await item("3 lime wedges").grams, 24)
  }

  @Test("a count of halves is counted by the food's half")
  func halves() async throws {
    // Had been two usual portions (250 g) and eight of them (320 g).
    expectEqual(try await item("2 canned pear halves").grams, 180)
    expectEqual(try await item("8 dried apricot halves").grams, 28)
    // Nuts are still counted by the nut.
    expectEqual(try await item("8 pecan halves").grams, 12)
  }

  @Test("a pouch after the food is its measure")
  func pouchAfterTheFood() async throws {
    // "pouch" had been no word: the usual portion of "Fish, tuna, NFS" (90 g).
    let tuna = try await item("a tuna pouch")
    expectEqual(tuna.food, "Fish, tuna, canned")
    expectEqual(tuna.grams, 75)
    expectEqual(try await item("2 tuna pouches").grams, 150)
  }

  @Test("a sub's length before its filling is a sub of that length")
  func subByItsFilling() async throws {
    // Had been 85 g of turkey, and "Italian sausage".
    let turkey = try await item("6 inch turkey")
    expectEqual(turkey.food, "Turkey sandwich or sub, restaurant")
    expectEqual(turkey.grams, 195)
    expectEqual(try await item("6 inch oven roasted turkey").grams, 195)
    expectEqual(
      try await item("a 6 inch spicy italian").food, "Italian sandwich or sub, restaurant")
  }

  @Test("a bird with no amount is USDA's weighed serving, not the whole bird")
  func roastedTurkey() async throws {
    // Had been "1 bird", 3,812 g, refused as no meal.
    expectEqual(try await item("roasted turkey").grams, 85)
  }

  @Test("a size said is the order of that size, not one piece of a shape said")
  func sizedOrderOverAShape() async throws {
    // Had been one waffle fry, 8 g.
    expectEqual(try await item("medium waffle fries").grams, 145)
    expectEqual(try await item("a large waffle fries").grams, 180)
  }

  @Test("a splash of a food USDA gives no portion is a tablespoon, not a cup")
  func splashOfAFoodWithoutPortions() async throws {
    // Had been a whole cup of oat milk (236.6 g).
    #expect(try await item("a splash of oat milk").grams < 16)
  }

  @Test("squares are the pieces a row names, or the piece, never a whole pan")
  func squares() async throws {
    // "1 large rectangular piece or 2 squares" (15 g) had been 15 g a square.
    expectEqual(try await item("2 graham cracker squares").grams, 15)
    // Had been four 45 g bars and a whole 646 g pan of cornbread.
    expectEqual(try await item("4 squares of dark chocolate").grams, 32)
    expectEqual(try await item("a square of cornbread").grams, 65)
  }

  @Test("a fruit counted in halves is FNDDS's one fruit")
  func halfAFruit() async throws {
    // SR's papaya had been 781 g whole.
    expectEqual(try await item("half a papaya").grams, 165)
  }

  @Test("a piece of fish is a fillet, not the whole fish")
  func pieceOfFish() async throws {
    // "1 whole fish, any size" (270 g) had been each piece.
    expectEqual(try await item("a piece of fried catfish").grams, 90)
    expectEqual(try await item("2 pieces of fried fish").grams, 180)
    expectEqual(try await item("a large piece of fried cod").grams, 210)
  }
}
