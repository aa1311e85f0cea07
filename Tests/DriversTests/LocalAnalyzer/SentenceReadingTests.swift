import Entities
import TestSupport
import Testing
import UseCases

@testable import Drivers

/// The reading rules of issue 10, one class of sentence at a time, against the shipped index:
/// where amounts stand, narration, attached ingredients, typos, dishes, drinks and refusals.
@Suite("Local analyzer sentence reading")
struct SentenceReadingTests {
  let analyzer = LocalAnalyzerFixture.analyzer()

  private func analysis(_ description: String) async throws(FoodAnalysisError) -> FoodAnalysis {
    try await analyzer.analyze(MealInput(description: description))
  }

  private func one(_ description: String) async throws -> MealItem {
    let analysis = try await analysis(description)
    try #require(
      analysis.items.count == 1,
      "expected one item in \(description), got \(analysis.items.map(\.food))")
    return analysis.items[0]
  }

  private func parse(_ text: String) throws -> [ParsedMealItem] {
    try LocalAnalyzerFixture.parser().parse(text)
  }

  // MARK: Amounts anywhere

  @Test(
    "takes the grams stated wherever they stand",
    arguments: [
      ("During lunch, I savored 240g of bottled water", 240.0),
      ("a delightful 248g of reduced sugar chocolate milk", 248),
      ("a serving of 60g plain French toast", 60),
      ("a sweet addition of 15g light pancake syrup", 15),
      ("chicken breast (about 150 g)", 150),
      ("rice - 200 g", 200),
      ("grilled salmon, weighing in at 170 g", 170),
    ])
  func gramsAnywhere(_ description: String, _ grams: Double) async throws {
    expectEqual(try await one(description).grams, grams)
  }

  @Test("keeps 'on' with an eating verb, so the amount after it stays with its food")
  func eatingVerbOn() async throws {
    let items = try await analysis(
      "snacking on 40 grams of pretzels and a granola bar (25 g) on the train"
    ).items
    expectEqual(items.map(\.grams), [40, 25])
  }

  @Test("a recipe someone tried is narration, not a food (not \"Biscuit, home recipe\")")
  func recipeIsNarration() async throws {
    let items = try await analysis("tried a new recipe tonight, 1 cup brown rice").items
    expectEqual(items.map(\.food), ["Rice, brown, cooked, NS as to fat"])
  }

  @Test("reads a volume after the food as the food's amount")
  func volumeAfter() async throws {
    let water = try await one("a bottle of water, just the right size at 12 fl oz")
    #expect(water.food.lowercased().contains("water"))
    #expect(abs(water.grams - 12 * 30) < 12)
  }

  @Test("weighs a dish, not its last addition, with an amount after the list")
  func amountAfterAdditions() throws {
    let items = try parse("chicken burrito with rice and cheese, roughly 280 g")
    expectEqual(items.first?.measure, .mass(grams: 280))
    #expect(items.dropFirst().allSatisfy { !$0.hasAmount })
  }

  @Test("measures the side, not the dish, with spoonfuls after it")
  func spoonfulsAfterSide() throws {
    let items = try parse("gyro w/ a side of tzatziki, 2 tbsp")
    expectEqual(items.map(\.foodWords), [["gyro"], ["tzatziki"]])
    #expect(!items[0].hasAmount)
    expectEqual(items[1].measure, .volume(milliliters: 2 * 14.786_764_781_25, unit: "tbsp"))
  }

  @Test("a number of hours, miles or a label's calories counts no food")
  func spans() async throws {
    // Five hours had made five quesadillas (700 g).
    let quesadilla = try await analysis(
      "stuck at o'hare for 5 hrs so dinner was a whole chicken quesadila")
    expectEqual(quesadilla.items.map(\.grams), [140])
    // A label's calories count nothing (it had been refused as 18,228 kcal); "10 mins later"
    // had been ten bananas. A 100-calorie pack is USDA's row for it.
    expectEqual(try await one("a 90 calorie granola bar").grams, 43)
    expectEqual(try await one("10 mins later a banana").grams, 118)
    expectEqual(try await one("a 100 calorie pack of almonds").grams, 18)
    expectEqual(try await one("2 100 cal packs of almonds").grams, 36)
    // The half of "an hour and a half" is the hour's (it had halved the banana).
    expectEqual(try await one("an hour and a half later had a banana").grams, 118)
    expectEqual(try await one("half an hour later i had a banana").grams, 118)
    // "on the red-eye" is the night flight, not Bull's-Eye barbecue sauce.
    expectEqual(
      try await analysis("a 100 calorie pack of almonds on the red-eye").items.map(\.food),
      ["Almonds, NFS"])
    // "a day old bagel" is no old fashioned.
    expectEqual(try await one("a day old bagel").food, "Bagel")
  }

  @Test("letters with accents are the letters USDA writes")
  func accents() async throws {
    // Had been no food at all.
    expectEqual(try await one("1 jalapeño").food, "Peppers, jalapeno, raw")
    expectEqual(try await one("a crème brûlée").food, "Creme brulee")
    expectEqual(try await one("1 cup feijão preto").food, "Black beans, NFS")
  }

  @Test("Spanish and Portuguese dish names are USDA's own entries")
  func spanishAndPortuguese() async throws {
    expectEqual(
      try await one("2 huevos revueltos").food, "Egg omelet or scrambled egg, NS as to fat")
    expectEqual(try await one("1 filé de frango grelhado").food, "Chicken fillet, grilled")
    expectEqual(try await one("a glass of suco de laranja").food, "Orange juice, 100%, NFS")
    expectEqual(try await one("2 cups of café con leche").food, "Coffee, cafe con leche")
    expectEqual(try await one("1 cup mandioca cozida").food, "Cassava, cooked")
    expectEqual(
      try await one("pastelón de maduro, 1 piece").food,
      "Ripe plantain meat pie, Puerto Rican style")
    expectEqual(try await one("2 quipes").food, "Kibby, Puerto Rican style")
    expectEqual(try await one("2 slices queso del pais").food, "Puerto Rican white cheese")
    expectEqual(
      try await one("Quater Pounder w/ Cheese").food, "Quarter Pounder with cheese (McDonalds)")
  }

  @Test("a fruit's juice box is a box of its juice; a school's pizza is the school's")
  func kidsFood() async throws {
    // Had been an apple (200 g), the thin extra-cheese pizza (66 g) and cherries.
    let box = try await one("2 apple juice boxes")
    expectEqual(box.food, "Apple juice, 100%")
    expectEqual(box.grams, 418)
    expectEqual(try await one("capri sun juice box").food, "Fruit juice drink (Capri Sun)")
    expectEqual(
      try await one("slice of cafeteria cheese pizza").food,
      "Pizza, cheese, from school lunch, thin crust")
    expectEqual(try await one("1 cup honey nut cherrios").food, "Cereal, O's, honey nut")
  }

  @Test("what is 'on each' of counted items after a comma is on each of them")
  func onEachAfterComma() async throws {
    // Had been one pat for two slices.
    let meal = try await analysis("2 slices of toast, a pat of butter on each")
    expectEqual(meal.items.map(\.grams), [50, 10])
  }

  @Test("what is added 'each' after counted items is added to each of them")
  func eachAfterAddition() async throws {
    // Had been one tablespoon of jam for both slices.
    let toast = try await analysis("2 slices of toast w 1 tbsp jam each")
    expectEqual(toast.items.map(\.grams), [50, 40])
    // One, said alone, is still one.
    expectEqual(try await analysis("a slice of toast w 1 tbsp jam").items.map(\.grams), [25, 20])
  }

  @Test("some of a whole whose count was not said are that many of the food")
  func piecesOfAnUncountedWhole() async throws {
    // Each had been refused: "6 of \"a box of donut holes\" is more than there were".
    let holes = try await one("my manager brought in a box of donut holes and I ate 6 of them")
    expectEqual(holes.food, "Doughnut holes")
    expectEqual(holes.grams, 90)
    expectEqual(
      try await one("had half the leftover pierogi, 6 of them, browned in a pan").grams, 240)
    // A whole whose count was said still holds no more than it had.
    await #expect(throws: FoodAnalysisError.self) {
      try await analysis("cut the pizza into 8 slices and i ate 12 of them")
    }
  }

  @Test("people's, times' and dictated words are read as what they are")
  func possessivesTimesAndDictation() async throws {
    // Had been toddler formula (300 g), persimmons, and no food twice.
    expectEqual(
      try await one("ate the last 3 frozen dino nuggets off my toddlers plate").food,
      "Chicken nuggets, from frozen")
    expectEqual(
      try await analysis("a string cheese at naptime").items.map(\.food),
      ["Cheese, Mozzarella, part skim"])
    expectEqual(try await one("a g&t, about 250ml").food, "Gin and tonic")
    expectEqual(try await one("2 g&ts").food, "Gin and tonic")
    expectEqual(try await one("like a glass of o j").food, "Orange juice, 100%, NFS")
  }

  @Test("a sandwich restated by its filling on slices of a bread kind is its parts")
  func sandwichRestatedOnBreadKind() async throws {
    // The sandwich had been eaten besides its parts (a restaurant deli sandwich, 195 g).
    expectEqual(
      try await analysis("big deli pastrami sandwich, 8 oz pastrami on 2 slices of rye")
        .items.map(\.food),
      ["Pastrami, NFS", "Bread, rye"])
    // A frank is the frankfurter, not "Beans and franks".
    expectEqual(try await one("2 beef franks").food, "Frankfurter, beef, heated")
  }

  @Test("a clause of when ends where it leads 'to' what was eaten")
  func clauseEndsAtTo() async throws {
    // Had been no food: the froyo was lost with "after spin class".
    expectEqual(
      try await one("treated myself after spin class to a small vanilla froyo").food,
      "Frozen yogurt, vanilla")
  }

  @Test("porridge named with its oats measured dry is the oats")
  func porridgeRestatedByOats() async throws {
    // Had been a 240 g bowl of oatmeal besides the oats.
    expectEqual(
      try await analysis("porridge made with 40g of oats and water, plus a teaspoon of honey")
        .items.map(\.food),
      ["Oats, raw", "Honey"])
    // Porridge alone is still a bowl of it.
    expectEqual(try await one("porridge").food, "Oatmeal, NFS")
  }

  @Test("a skinny coffee drink is made with nonfat milk")
  func skinnyCoffee() async throws {
    // Had been no food.
    expectEqual(try await one("skinny mocha").food, "Coffee, Cafe Mocha, nonfat")
    expectEqual(try await one("a skinny vanilla latte").food, "Coffee, Latte, nonfat, flavored")
    // Not a drink without milk.
    expectEqual(try await one("a skinny margarita").food, "Margarita")
  }

  @Test("a cup of a snack USDA gives no volume for is light")
  func snackCups() async throws {
    // Had been water's density, 237 g.
    expectEqual(try await one("a cup of prawn crackers").grams, 28)
  }

  @Test("takeout is measured by its container, and its pieces by the nugget")
  func takeoutContainersAndPieces() async throws {
    // Had been the dish's usual serving (200 g), and ten usual servings (1,700 g).
    expectEqual(try await one("shrimp lo mein, the pint container, ate the whole thing").grams, 400)
    expectEqual(try await one("sweet and sour pork, 10 pieces").grams, 180)
  }

  @Test("British, Scottish and South African names are USDA's nearest foods")
  func commonwealthNames() async throws {
    // Had been honey roll sausage (23 g), a Cornish game hen, and no food.
    expectEqual(try await one("a sausage roll").food, "Pig in a blanket")
    expectEqual(try await one("a cornish pasty").food, "Empanada, beef, with vegetables")
    expectEqual(
      try await analysis("a cuppa and 2 digestives").items.map(\.food),
      ["Tea, hot, leaf, black", "Graham crackers"])
    expectEqual(try await one("50g biltong").food, "Beef jerky")
    expectEqual(
      try await analysis("neeps and tatties").items.map(\.food),
      ["Rutabaga, cooked", "Potato, NFS"])
  }

  @Test("a meal that says nothing was eaten is refused, unless it narrows the nothing")
  func nothingEaten() async throws {
    // Each had been read as eaten: the formula and the banana, "Thai" food, the hero.
    for meal in [
      "fed the baby 4 oz of formula and gave the toddler a banana, i had nothing myself",
      "thai place was closed so i ended up not eating anything tonight",
      "ordered a meatball hero and then gave the whole thing to my brother, i had nothing",
    ] {
      await #expect(
        throws: FoodAnalysisError.rejectedInput(
          "the description says nothing was eaten; describe what was eaten to analyze it")
      ) {
        try await analysis(meal)
      }
    }
    // A drink alone before it was still drunk.
    expectEqual(
      try await one("a black coffee, nothing to eat today").food, "Coffee, NS as to type")
    // "Anything else" and "anything for lunch" leave what was named eaten (the eggs had been
    // taken back, and the meal no food).
    expectEqual(try await one("2 eggs, didnt eat anything else").grams, 100)
    expectEqual(try await one("2 eggs for breakfast, didnt eat anything for lunch").grams, 100)
    expectEqual(try await one("had nothing all day then 2 slices of pizza").grams, 132)
  }

  @Test("a number said in words is one number, and a milk's percent its fat")
  func spokenNumbers() async throws {
    // Had been fifty grams, and 100 ml of juice.
    expectEqual(
      try await one("two hundred and fifty grams of cooked pasta no sauce").grams, 250)
    expectEqual(try await one("three hundred milliliters of orange juice").grams.rounded(), 314)
    // Had been two glasses of "Milk, NFS".
    let milk = try await one("a glass of two percent milk")
    expectEqual(milk.food, "Milk, reduced fat (2%)")
    expectEqual(milk.grams.rounded(), 244)
    // An hour and its minutes said in words stay a time.
    expectEqual(try await one("at nine forty five i had two eggs").grams, 100)
  }

  @Test("where and how are no food")
  func whereAndHow() async throws {
    // An ostrich's outside strip, ravioli "NS as to filling", breaded chicken thighs.
    expectEqual(
      try await analysis("ate a pear sitting on the bench outside").items.map(\.food),
      ["Pears, raw"])
    expectEqual(
      try await analysis("a veggie wrap from the deli, surprisingly filling").items.count, 1)
    expectEqual(
      try await one("3 stuffed cabbage rolls reheated from sunday").food,
      "Stuffed cabbage rolls with beef and rice")
  }

  @Test("an amount after a list whose addition has its own is the last item's")
  func amountAfterMeasuredAddition() async throws {
    // The butter had become a cup of it (227 g).
    let meal = try await analysis("toast w/ 1 tbsp butter + coffee (1 cup)")
    expectEqual(meal.items.map { ($0.grams * 10).rounded() / 10 }, [25, 14.2, 240])
  }

  @Test("takes a correction's amount or food in place of what came before")
  func corrections() throws {
    for meal in [
      "2 eggs, actually 3", "2 eggs, no wait 3 eggs", "2 eggs, make that 3",
      "2 eggs. correction: 3 eggs", "2 eggs, wait no, 3", "2 eggs, actually no it was 3",
    ] {
      let items = try parse(meal)
      #expect(items.map(\.foodWords) == [["eggs"]], "\(meal)")
      #expect(items.first?.count == 3, "\(meal)")
    }
    let pizza = try parse("2 slices of pizza, actually 3")
    expectEqual(pizza.first?.count, 3)
    expectEqual(pizza.first?.measure, .household("slice"))
    let drink = try parse("a coffee, actually make that a tea, and a muffin")
    expectEqual(drink.map(\.foodWords), [["tea"], ["muffin"]])
    // The food a list of additions hangs on is the one counted again.
    let tacos = try parse(
      "two chicken tacos on flour tortillas with cheese, actually no it was three")
    // (The tortillas are the tacos': one item, then the cheese.)
    expectEqual(tacos.map(\.count), [3, nil])
    let toast = try parse("2 slices of toast - wait no, just 1 slice - with 1 tbsp peanut butter")
    expectEqual(toast.map(\.count), [1, 1])
    // "actually" not before an amount is narration.
    expectEqual(try parse("2 tacos, actually pretty good").map(\.count), [2])
  }

  @Test("a time of day is no amount: \"around 3\", \"12:30:\", \"10am:\"")
  func timesOfDay() throws {
    expectEqual(try parse("a pear around 3").map(\.count), [1])
    expectEqual(try parse("coffee with milk around 10").map(\.count), [nil, nil])
    expectEqual(try parse("12:30: ham sandwich on wheat").map(\.count), [nil])
    expectEqual(try parse("10am: a choclate chip muffin").map(\.count), [1])
    expectEqual(try parse("2 cookies at 9 pm").map(\.count), [2])
    // After a plural said with no amount, the number is the count.
    expectEqual(try parse("chicken nuggets around 10").map(\.count), [10])
    // Before "was" or "a", and after a hedge ("at like 10"), the hour is still a time: "happy
    // hour at 5 was 2 light beers" had been ten beers, "a mcgriddle at like 10" ten of them.
    expectEqual(try parse("happy hour at 5 was 2 light beers").map(\.count), [2])
    expectEqual(try parse("brunch at 11 was 2 medium pancakes").map(\.count), [2])
    expectEqual(try parse("at 9 a smoothie").map(\.count), [1])
    expectEqual(try parse("a mcgriddle at like 10 and a coffee").map(\.count), [1, 1])
  }

  @Test("\"before that\" and \"after that\" say when, as \"then\" does")
  func beforeThat() throws {
    // The bagel and its hummus had been read as a clause about the circumstances, and lost.
    let items = try parse(
      "a can of diet coke. breakfast before that was a plain bagel w/ 2 tbsp hummus")
    expectEqual(items.map(\.foodWords), [["diet", "coke"], ["plain", "bagel"], ["hummus"]])
    expectEqual(try parse("after that a coffee").map(\.foodWords), [["coffee"]])
  }

  @Test("\"full circle\" is all of one, not a food named \"full\"")
  func fullCircle() throws {
    // The quesadilla had come with an emu's full rump (496 g).
    let items = try parse("a chicken quesadilla (full circle) with 2 tbsp guac")
    expectEqual(items.map(\.foodWords), [["chicken", "quesadilla"], ["guac"]])
  }

  @Test("a slash between foods lists them, and w/o is without")
  func slashes() throws {
    let items = try parse("pb&j / 10 baby carrots / a string cheese")
    #expect(items.map(\.count) == [nil, 10, 1], "\(items.map(\.text))")
    expectEqual(try parse("coffee/tea").count, 2)
    // Between digits it is still a fraction.
    expectEqual(
      try parse("1/2 cup rice").first?.measure, .volume(milliliters: 236.5882365 / 2, unit: "cup")
    )
    expectEqual(try parse("a burger w/o the bun").first?.excluded, ["bun"])
  }

  @Test("counts one more of the food before for \"then another\"")
  func anotherOne() throws {
    expectEqual(
      try parse("had a glass of red wine w dinner and then poured another").map(\.count), [2])
    expectEqual(try parse("2 beers, then had another").map(\.count), [3])
    expectEqual(try parse("a beer and one more").map(\.count), [2])
  }

  @Test("splits a list of foods with amounts and no commas")
  func runOfAmounts() throws {
    let items = try parse("2 boiled eggs 1 slice whole wheat toast half an avocado")
    expectEqual(items.map(\.count), [2, 1, 0.5])
    expectEqual(items.map { $0.foodWords.last }, ["eggs", "toast", "avocado"])
  }

  @Test("reads a cup and a half, and a 6 inch sub as one sub")
  func amountWords() throws {
    let pasta = try #require(try parse("fettuccine alfredo, about a cup and a half").first)
    expectEqual(pasta.measure, .volume(milliliters: 1.5 * 236.588_236_5, unit: "cup"))
    expectEqual(try parse("a 6 inch turkey sub").first?.count, 1)
  }

  // MARK: Narration

  @Test(
    "ignores narration around the food",
    arguments: [
      "Kicked off my day with a banana", "I indulged in a banana, total comfort food",
      "reached for a banana from the fruit bowl", "After my run I refueled with a banana",
      "so after practice we all went home and i got a banana lol", "lunch was a banana",
    ])
  func narration(_ description: String) async throws {
    expectEqual(try await one(description).food, "Bananas, raw")
  }

  @Test(
    "reads a date night or a dinner date as an evening out, not as dates",
    arguments: [
      "date night! had a banana", "went on a date and had a banana", "a dinner date, a banana",
    ])
  func dateNight(_ description: String) async throws {
    expectEqual(try await one(description).food, "Bananas, raw")
  }

  @Test(
    "reads the clause after 'so' or 'but' with a subject as saying what was eaten",
    arguments: [
      "afternoon slump so i got a banana", "was starving so i had a banana",
      "skipped lunch but we had a banana",
    ])
  func clauseAfterConjunction(_ description: String) async throws {
    expectEqual(try await one(description).food, "Bananas, raw")
  }

  @Test("reads what was eaten after what was wanted, planned or eaten by someone else")
  func intentThenMeal() async throws {
    expectEqual(try await one("craving pizza but had a banana").food, "Bananas, raw")
    expectEqual(try await one("had a banana, gonna have dessert later").food, "Bananas, raw")
    expectEqual(try await one("need to log a banana").food, "Bananas, raw")
    expectEqual(try await one("the kids ate pizza and i had a banana").food, "Bananas, raw")
    expectEqual(try await one("my husband and i had a banana").food, "Bananas, raw")
  }

  @Test("a cup holding a weight is a container, and split pea and ham soup one soup")
  func cupsAndSoup() async throws {
    // "cups" had been Reese's peanut butter cups.
    let yogurt = try await one("greek yogurt, one of those 5.3 oz cups")
    #expect(yogurt.food.hasPrefix("Yogurt, Greek"))
    #expect(abs(yogurt.grams - 150.25) < 0.1)
    expectEqual(try await one("1 c split pea & ham soup").food, "Soup, split pea, with meat")
  }

  @Test(
    "\"both\" is two, \"only\" is narration but for USDA's \"lean only\", a 3 musketeers is one bar"
  )
  func bothOnlyAndNumbersInNames() async throws {
    let tarts = try await one("brown sugar cinnamon pop tarts, both in the pack")
    let tart = try await one("a brown sugar cinnamon pop tart")
    #expect(abs(tarts.grams - 2 * tart.grams) < 0.01)
    // "only" had been "Veal, external fat only".
    expectEqual(
      try await one("about 150g dolmades, the rice only ones no meat").food,
      "Grape leaves stuffed with rice")
    expectEqual(
      try await one("6 oz sirloin (lean only)").food, "Beef, steak, sirloin, lean only eaten")
    let bar = try await one("a 3 musketeers bar")
    #expect(bar.food.contains("3 MUSKETEERS Bar"))
    #expect(bar.grams < 70)
    expectEqual(try await one("baba ganoush, 2 tablespoons").food, "Eggplant dip")
  }

  @Test(
    "a sentence around a meal leaves it as it was",
    arguments: [
      // "so" and "but" had ended the part before its food; "us" had been a brand word
      // (MARS SNACKFOOD US); "for a late night snack" had swallowed the amount before it.
      ("so today i had pizza", "pizza"), ("but tonight i had pizza", "pizza"),
      ("my mom made a medium apple for us and i had it", "a medium apple"),
      ("grilled shrimp, 6 oz for a late night snack", "grilled shrimp, 6 oz"),
      ("so for lunch today i had mac and cheese 1 cup", "mac and cheese 1 cup"),
      ("i think i had grilled shrimp, 6 oz around noon", "grilled shrimp, 6 oz"),
      // "2 in" had been two inches, and both words dropped.
      ("ate chicken fajitas x2 in the car", "chicken fajitas x2"),
      // "+" is "and" in a dish's name and a list of what came with a food; a length in
      // words is the length in digits.
      ("a cup of mac + cheese", "a cup of mac and cheese"),
      ("biscuit + gravy", "biscuit and gravy"),
      ("chicken burrito with rice + cheese", "chicken burrito with rice and cheese"),
      ("six inch italian sub", "6 inch italian sub"),
      // "drop" is a vague amount only after "a" or before "of": the soup had lost its egg.
      ("egg drop soup, 1 cup", "a cup of egg drop soup"),
      // "mid" had been mid-oleic sunflower oil; "the bone" pork bones.
      ("snacked on 1 cup blueberries mid morning", "1 cup blueberries"),
      (
        "5 oz rotisserie chicken breast, pulled it off the bone myself",
        "5 oz rotisserie chicken breast"
      ),
    ])
  func framedMeal(_ framed: String, _ plain: String) async throws {
    let inFrame = try await analysis(framed)
    let alone = try await analysis(plain)
    expectEqual(inFrame.items.map(\.food), alone.items.map(\.food))
    expectEqual(inFrame.items.map(\.grams), alone.items.map(\.grams))
  }

  @Test("a meal framed in everyday sentences is read as it is alone")
  func framingInvariance() async throws {
    let meals = [
      "2 scrambled eggs and a slice of wheat toast", "a cup of mac and cheese",
      "grilled chicken breast 6 oz with 1 cup brown rice", "a medium apple",
      "16 oz iced coffee with milk", "2 slices of pepperoni pizza and a can of coke",
      "a bowl of oatmeal with a banana", "chicken burrito with rice and cheese",
      "3 oz salmon, 1 cup steamed broccoli", "a turkey sandwich on wheat",
    ]
    let frames = [
      "so for lunch today i had %@", "kicked off the morning with %@", "%@, honestly so good",
      "ok logging this late: %@", "i think i had %@ around noon", "%@ for a late night snack",
      "%@ - nothing else today, been busy", "not gonna lie, %@", "%@ (at my desk)",
      "Yesterday evening after work I quickly ate %@ while watching tv",
      "my mom made %@ for us and i had it", "ate %@ in the car",
    ]
    for meal in meals {
      let alone = try await analysis(meal).items.map { "\($0.food) \($0.grams)" }
      for frame in frames {
        let framed = frame.replacing("%@", with: meal)
        let read = try await analysis(framed).items.map { "\($0.food) \($0.grams)" }
        #expect(read == alone, "\(framed)")
      }
    }
  }

  @Test("after what came with a food, \"+\" and an amount add the next food")
  func plusAfterWith() async throws {
    let foods = try await analysis("Quarter Pounder w cheese + large fries").items.map(\.food)
    expectEqual(foods.count, 2)
    expectEqual(foods.last?.contains("french fries"), true)
  }

  @Test("counted slices of a filling on a bread are the filling and the bread, not sandwiches")
  func slicesOnBread() async throws {
    let foods = try await analysis("3 slices peameal bacon on a kaiser bun").items.map(\.food)
    expectEqual(foods, ["Canadian bacon, cooked", "Rolls, hard (includes kaiser)"])
    // A taco's tortilla is the taco's, not a food besides.
    let tacos = try await analysis("3 soft tacos on flour tortillas").items.map(\.food)
    #expect(tacos.count == 1 && tacos[0].hasPrefix("Taco"))
    // Without a count of slices, the filling on its bread is still the sandwich.
    #expect(try await one("turkey on wheat").food.contains("sandwich"))
  }

  @Test("where and around what a meal was eaten is narration, not food")
  func placesAndPastimes() async throws {
    // "grill" had been Wendy's grill sandwich; "afters" After Eight mints.
    #expect(
      try await one("a chili dog off the roller grill").food.hasPrefix("Chili hot dog sandwich"))
    #expect(
      try await one("2 beef hot dogs on buns off the roller grill").food.lowercased()
        .contains("hot dog"))
    expectEqual(try await one("a cup of bread pudding for afters").food, "Pudding, bread")
    expectEqual(try await one("clif bar between classes").food, "Nutrition bar (Clif Bar)")
  }

  @Test("a log that opens with someone eating, and never speaks of the writer, is theirs")
  func writtenForSomeoneElse() async throws {
    // A carer's or parent's log: what he or she ate is the meal.
    expectEqual(try await one("he had a bottle of beer watching the footy").food, "Beer")
    expectEqual(try await one("she ate a banana").food, "Bananas, raw")
    // Speaking of the writer, it is someone else's meal beside the writer's.
    await #expect(throws: FoodAnalysisError.self) { try await analysis("he had pizza, i had none") }
    // "me and my husband had…" is the writer's meal too (it had been no food at all).
    #expect(try await one("me and my husband had pizza").food.hasPrefix("Pizza"))
    expectEqual(try parse("my husband had pizza and i had a salad").map(\.foodWords), [["salad"]])
  }

  @Test("drops a food the person says they did not eat, and only that food")
  func notEaten() async throws {
    let salad = try await analysis("a salad, cooked pasta for the kids but didn't eat any")
    expectEqual(salad.items.map(\.food), ["Mixed salad greens, raw"])
    let pizza = try await analysis("made pizza but never touched it, had a banana instead")
    expectEqual(pizza.items.map(\.food), ["Bananas, raw"])
    #expect(try await one("had a burger but didn't eat the fries").food.contains("urger"))
    // A food named after "left", "saving" or "didn't eat the" is not eaten, wherever else
    // it was named; the rest of the part goes with it.
    for meal in [
      "a cheeseburger and fries but didn't eat the fries", "a cheeseburger, left all the fries",
      "a cheeseburger and fries, left the fries for my son",
      "a cheeseburger, saving the pie for tomorrow",
    ] {
      #expect(try await one(meal).food.contains("heeseburger"), "\(meal)")
    }
    expectEqual(
      try parse("steak and a baked potato, left the potato").map(\.foodWords), [["steak"]])
    // Not a food, or some of it eaten: nothing is taken out.
    expectEqual(try parse("left the house and grabbed a coffee").map(\.foodWords), [["coffee"]])
    expectEqual(try parse("fries, left half").count, 1)
    // Praise, or some of it eaten, is no refusal.
    expectEqual(try await analysis("a burrito, never had a better one").items.count, 1)
    expectEqual(try await analysis("a burrito but didn't eat it all").items.count, 1)
    await #expect(throws: FoodAnalysisError.self) {
      try await analysis("made a burrito, didn't have a bite")
    }
  }

  @Test("reads 'c' after a number as cups, and 'made my' as the verb")
  func cupsAndMade() throws {
    expectEqual(
      try parse("brown rice - 1.5 c").first?.measure,
      .volume(milliliters: 1.5 * 236.588_236_5, unit: "cup"))
    // The smoothie named by its measured parts is its parts: "made" is no food word here.
    let smoothie = try parse("made my usual smoothie w 1 banana, 1 cup frozen strawberries")
    expectEqual(smoothie.map(\.foodWords), [["banana"], ["frozen", "strawberries"]])
  }

  @Test("takes a named occasion for a circumstance, with a word saying whose it is")
  func namedOccasion() async throws {
    let items = try await analysis("for the neighborhood bbq I had a hamburger").items
    expectEqual(items.map(\.food), ["Hamburger, NFS"])
  }

  @Test("takes a colon's label for the items after it, not a food of its own; dashes in a list")
  func label() async throws {
    let analysis = try await analysis("protein shake: 30g whey protein powder in 12 oz water")
    expectEqual(analysis.items.count, 2)
    expectEqual(analysis.items.first?.grams, 30)
    // Dashes between every part are commas: had been the coffee alone (2 kcal).
    let list = try await self.analysis("ham sandwich on white - banana - cup of coffee")
    expectEqual(list.items.count, 3)
  }

  @Test("drops a heading the next item's food names")
  func heading() async throws {
    let analysis = try await analysis("sushi, 8 pieces california roll")
    expectEqual(analysis.items.map(\.food), ["Sushi roll, California"])
  }

  @Test("reads words after a comma that the food before already names as words about it")
  func trailingDescription() async throws {
    let tacos = try await analysis("3 beef tacos w cheese, corn tortillas").items
    expectEqual(tacos.map(\.food), ["Taco, corn tortilla, beef, cheese"])
    expectEqual(tacos.first?.notes.last?.hasPrefix("read \"corn tortillas\" as words about"), true)
    // With an amount, it is food of its own.
    expectEqual(try await analysis("3 beef tacos w cheese, 2 corn tortillas").items.count, 2)
  }

  @Test("goes on reading a \"with\" after such words as words about the food")
  func describingWith() async throws {
    let tacos = try await analysis("2 chicken tacos, corn tortillas w/ cheese").items
    expectEqual(tacos.map(\.food), ["Taco, corn tortilla, chicken, cheese"])
    // Not after a food of its own: the cheese is then another food.
    expectEqual(try await analysis("2 chicken tacos w/ cheese").items.count, 1)
    expectEqual(try await analysis("2 chicken tacos, 2 corn tortillas w/ cheese").items.count, 3)
  }

  @Test("reads the food before again when such words name another of its kind in full")
  func describingAnotherKind() async throws {
    let tacos = try await analysis("3 chicken tacos (flour tortillas, w/ cheese)").items
    expectEqual(tacos.map(\.food), ["Taco, flour tortilla, chicken, cheese"])
    expectEqual(tacos.first?.grams, 315)
    // Only another of its kind: cheese crackers name cheese, but are crackers.
    for meal in ["cheese, crackers", "pancakes, syrup"] {
      #expect(try await analysis(meal).items.count == 2, "\(meal)")
    }
    expectEqual(
      tacos.first?.notes.suffix(2),
      [
        "read \"flour tortillas\" as words about Taco, flour tortilla, chicken, cheese",
        "read \"cheese\" as words about Taco, flour tortilla, chicken, cheese",
      ])
  }

  @Test("reads a pan as the dish it was baked in, not pan dulce")
  func panIsCookware() async throws {
    let lunch = try await analysis(
      "lunch was leftover lasagna, one piece (I cut the 8x8 pan into 6)")
    expectEqual(lunch.items.map(\.food), ["Lasagna with meat"])
    expectEqual(try await analysis("a pan dulce").items.map(\.food), ["Pan dulce, NFS"])
  }

  @Test("reads the food after a place that opens a part, and still ends a food at its place")
  func placeOpeningAPart() throws {
    let day = try parse("oatmeal, then at work I grabbed a large cappuccino")
    expectEqual(day.map(\.foodWords), [["oatmeal"], ["cappuccino"]])
    expectEqual(day.map(\.size), [nil, "large"])
    expectEqual(try parse("a hot dog at the ballpark").map(\.foodWords), [["hot", "dog"]])
  }

  @Test("reads one of a food put on top as a food of its own, and what a dish is made with not")
  func toppedWithOne() throws {
    let oatmeal = try parse("1 cup oatmeal topped w/ a sliced banana")
    expectEqual(oatmeal.map(\.foodWords), [["oatmeal"], ["sliced", "banana"]])
    expectEqual(try parse("pancakes drizzled with syrup").map(\.attached), [["syrup"]])
    expectEqual(try parse("pancakes made with an egg").count, 1)
  }

  @Test("reads a mixture measured out by its parts as its parts, and keeps one that is not")
  func mixtureOfParts() throws {
    let smoothie = try parse("smoothie w 1 banana, 1 cup strawberries, 1 cup almond milk")
    expectEqual(smoothie.map(\.foodWords), [["banana"], ["strawberries"], ["almond", "milk"]])
    // The parts carry no amounts: the salad is the food, what it had describes it.
    expectEqual(try parse("a salad with chicken and ranch").first?.foodWords, ["salad"])
    // Oatmeal is not a mixture word: it is eaten with what follows.
    expectEqual(try parse("oatmeal w 1 banana, 1 tbsp honey").count, 3)
    // A smoothie is its parts however they are said; a salad's greens are not among them.
    expectEqual(
      try parse("a smoothie with spinach, banana and almond milk").map(\.foodWords),
      [
        ["spinach"], ["banana"], ["almond", "milk"],
      ])
    expectEqual(
      try parse("a salad with chicken, tomatoes and cucumbers").first?.foodWords, ["salad"])
  }

  // MARK: Emoji, questions and package labels

  @Test("an emoji where a food's name would be is that food; beside the name it decorates")
  func emoji() throws {
    // Had been no food at all.
    expectEqual(try parse("medium 🍌 pre gym").map(\.foodWords), [["banana"]])
    let eggs = try parse("2 🍳 + toast")
    expectEqual(eggs.map(\.foodWords), [["egg"], ["toast"]])
    expectEqual(eggs.first?.cooking, "fried")
    // Typed again, it counts.
    expectEqual(try parse("🍺🍺🍺").map(\.count), [3])
    // Beside the food it names, or after other words, it adds nothing.
    expectEqual(try parse("a whole mango 🥭").count, 1)
    expectEqual(try parse("california roll, 8 pcs 🍣").map(\.foodWords), [["california", "roll"]])
    expectEqual(try parse("mug of hot choc ☕️ so cozy").count, 1)
  }

  @Test("a question asked is no food eaten; a food likened to another is no second food")
  func questionsAndLikenings() throws {
    let bananas = try parse("is 2 bananas too much? anyway had 2 medium bannanas before my run")
    expectEqual(bananas.count, 1)
    expectEqual(try parse("what did i eat? 2 eggs and toast").count, 2)
    // Not a question word first: still the food.
    expectEqual(try parse("had a coffee?").count, 1)
    let grapes = try parse("about 100g of grapes while cooking dinner, they're basically candy")
    expectEqual(grapes.map(\.foodWords), [["grapes"]])
  }

  @Test("a label's measure with its weight in brackets is that weight, of the food after it")
  func labelWeights() throws {
    let items = try parse("2 slices whole wheat bread, 2 tbsp (32g) peanut butter")
    // The tablespoons had gone to the bread and the peanut butter had no amount.
    expectEqual(items.map(\.measure), [.household("slice"), .mass(grams: 32)])
    expectEqual(try parse("1 serving (28g) tortilla chips").first?.measure, .mass(grams: 28))
    // Two such asides, and a list in brackets after them, read each in its place.
    let two = try parse(
      "1 tbsp (15g) butter and 2 slices (50g) toast (white, sliced, toasted)")
    expectEqual(two.map(\.measure), [.mass(grams: 15), .mass(grams: 50)])
  }

  @Test("medicine, what was not had, and a long walk are no food")
  func notFood() async throws {
    // The lactase had been lactose-reduced cottage cheese.
    await #expect(throws: FoodAnalysisError.self) {
      try await analysis("took a lactase pill and my allergy meds, nothing to eat yet")
    }
    expectEqual(try parse("2 eggs and my vitamin pills").map(\.foodWords), [["eggs"]])
    // The sauce had been 60 g of it.
    expectEqual(
      try parse("Grilled salmon for dinner, 6oz, didnt bother with any sauce").count, 1)
    // Had been a Long Island iced tea; the cocktail is still one.
    await #expect(throws: FoodAnalysisError.self) {
      try await analysis("skipped brekkie, just a long walk along the beach this morning")
    }
    expectEqual(try await one("a long island iced tea").food, "Long Island iced tea")
    // "the full circle" restates the quesadilla (it had been an emu's full rump).
    expectEqual(try parse("a whole chicken quesadilla, the full circle, no sharing").count, 1)
  }

  @Test("an opener up to its \"with\" starts the meal at the food after it")
  func openerWithWith() async throws {
    // The sandwich had been a 526 g box of sausage, egg and cheese biscuits and a muffin.
    expectEqual(
      try await one("kicked off the morning with sausage and egg on an english muffin").food,
      "Egg sandwich on English muffin, with sausage")
    expectEqual(
      try await one("kicked off the morning with ham and cheese on white").food,
      "Ham sandwich on white, with cheese")
  }

  @Test("shots after a spirit measure it; a can something came from is no amount")
  func shotsAndCans() async throws {
    // Had been three jello shots.
    expectEqual(try await one("3 vodka shots").food, "Vodka")
    #expect(abs(try await one("3 vodka shots").grams - 126) < 1)
    // The can had replaced the half cup.
    let chickpeas = try parse("half cup chikpeas from a can, rinsed")
    expectEqual(chickpeas.first?.measure, .volume(milliliters: 118.29411825, unit: "cup"))
  }

  // MARK: Attached ingredients

  @Test("keeps 'made with' phrases in the food they describe")
  func attached() async throws {
    let omelet = try await one("135g of cheesy egg omelet made with oil")
    expectEqual(omelet.grams, 135)
    #expect(omelet.food.contains("made with oil"))
    let potato = try await one("a medium baked potato with sour cream")
    #expect(potato.food.contains("sour cream"))
  }

  @Test("makes an ingredient with its own amount a separate item")
  func attachedWithAmount() async throws {
    let analysis = try await analysis("a Belgian waffle topped with a tablespoon of butter")
    expectEqual(analysis.items.count, 2)
    expectEqual(analysis.items.last?.food.hasPrefix("Butter"), true)
    expectEqual(analysis.items.last?.grams, 14.2)
  }

  @Test("adds an addition USDA measures by guideline amount as its own item")
  func guidelineAddition() async throws {
    let analysis = try await analysis("oatmeal, 1 cup, with a splash of milk")
    expectEqual(analysis.items.count, 2)
    expectEqual(analysis.items.last?.notes.contains { $0.contains("guideline") }, true)
  }

  // MARK: Typos

  @Test(
    "reads food words one or two letters off",
    arguments: [
      ("a bananna", "banana"), ("6 oz of baked samon", "salmon"), ("1 oz almods", "almonds"),
      ("a cup of sliced strawberies", "strawberries"), ("brocoli 1 cup steamed", "broccoli"),
    ])
  func typos(_ description: String, _ word: String) async throws {
    let item = try await one(description)
    #expect(item.food.lowercased().contains(word.dropLast(2)), "\(item.food)")
    #expect(item.notes.contains { $0.hasPrefix("read ") })
  }

  @Test("never corrects short words or real English words into foods")
  func noFalseCorrections() async {
    for description in ["went for a run this morning", "meeting with the team at 3pm", "k"] {
      await #expect(throws: FoodAnalysisError.self, "\(description)") {
        try await analysis(description)
      }
    }
  }

  // MARK: Dishes

  @Test(
    "resolves a dish to its USDA mixed dish rather than a component",
    arguments: [
      ("chicken caesar salad", "Caesar salad"),
      ("chicken curry with rice", "Chicken curry with rice"),
      ("a snickers bar", "SNICKERS"), ("2 egg rolls", "Egg roll"),
      ("jambalaya w/ sausage & chicken, 1 cup", "Jambalaya"),
      ("600 g bowl of beef pho", "pho"), ("BLT on white", "tomato sandwich"),
      ("chicken tikka masala", "Chicken curry"), ("spaghetti bolognese", "meat sauce"),
      ("a protein shake", "protein powder"),
    ])
  func dishes(_ description: String, _ fragment: String) async throws {
    let item = try await one(description)
    #expect(item.food.contains(fragment), "\(description) → \(item.food)")
  }

  @Test(
    "keeps a side a dish comes with as a food of its own, and what is in the dish in it",
    arguments: [
      ("a burger with fries", ["Hamburger", "french fries"]),
      ("a bowl of chili with cornbread", ["Chili", "Cornbread"]),
      ("orange chicken with fried rice", ["Orange chicken", "Rice, fried"]),
      ("soup with crackers", ["Soup", "Crackers"]),
      ("tacos with lettuce and tomato", ["Taco"]),
      ("a burger with bacon", ["Hamburger"]),
      // Served over rice with no dish of both, the rice is eaten too; measured, the two are one.
      ("beef and broccoli over rice", ["Beef and broccoli", "Rice"]),
      ("2 cups of gumbo over rice", ["Gumbo with rice"]),
    ])
  func sides(_ description: String, _ fragments: [String]) async throws {
    let foods = try await analysis(description).items.map(\.food)
    #expect(foods.count == fragments.count, "\(description) → \(foods)")
    for (food, fragment) in zip(foods, fragments) {
      #expect(food.contains(fragment), "\(description) → \(foods)")
    }
  }

  @Test(
    "a sandwich on a bread USDA does not name is still the sandwich, not the bread",
    arguments: [
      ("a turkey sandwich on rye", "Turkey sandwich"),
      ("a ham sandwich on rye bread", "Ham sandwich"),
      ("tuna sandwich on whole wheat", "Tuna salad sandwich"),
      ("turkey sandwich on wheat", "Turkey sandwich on wheat"),
    ])
  func sandwichOnBread(_ description: String, _ prefix: String) async throws {
    let item = try await one(description)
    #expect(item.food.hasPrefix(prefix), "\(description) → \(item.food)")
  }

  @Test("keeps a dish said without an amount when its name is the food's head")
  func dishWithoutAmount() async throws {
    // With "a" in front it was always kept; without, the weak match was dropped.
    let burrito = try await one("chipotle chicken burrito")
    #expect(burrito.food.hasPrefix("Burrito, chicken"), "\(burrito.food)")
    let wrap = try await analysis("chicken caesar wrap, small fries")
    #expect(wrap.items.count == 2, "\(wrap.items.map(\.food)) \(wrap.unmatched)")
    expectEqual(wrap.items.first?.food.contains("wrap"), true)
  }

  @Test("a size said without a count is one of that size, however weakly the name fits")
  func sizeWithoutCount() async throws {
    // "fun size" is an amount as "a" is; without either the brand-name match was dropped.
    let snickers = try await one("fun size snickers")
    #expect(snickers.food.contains("SNICKERS"), "\(snickers.food)")
    #expect(snickers.grams == 15, "\(snickers.notes)")
  }

  @Test("what a food came without rules out names that have it: hot dogs with no buns")
  func withoutBread() async throws {
    expectEqual(try parse("2 beef hot dogs no buns").first?.excluded, ["buns"])
    expectEqual(try parse("2 brats (no bun)").first?.excluded, ["bun"])
    expectEqual(try await one("2 beef hot dogs no buns").food, "Hot dog, beef")
    #expect(try await one("a hot dog without the bun").food.hasPrefix("Hot dog, "))
    #expect(try await one("a hot dog on a bun").food.hasPrefix("Hot dog sandwich"))
  }

  @Test("a negation ends at the next amount of a food: coffee no sugar 2 eggs")
  func negationEndsAtAnAmount() throws {
    // The coffee had been lost and the eggs were all of it.
    let items = try parse("coffee no sugar 2 eggs")
    expectEqual(items.map(\.foodWords), [["coffee"], ["eggs"]])
    expectEqual(items.first?.excluded, ["sugar"])
    expectEqual(try parse("tea no milk a biscuit").map(\.foodWords), [["tea"], ["biscuit"]])
    // With no amount after it, what follows is still what the food came without.
    expectEqual(try parse("burger no cheese or pickles").first?.excluded, ["cheese", "pickles"])
  }

  @Test(
    "each of a list of additions goes with the food, by USDA's guideline: coffee with milk and sugar"
  )
  func listOfAdditions() async throws {
    let items = try await analysis("a medium coffee with milk and sugar").items
    expectEqual(items.map(\.food), ["Coffee, NS as to type", "Milk, NFS", "Sugar, NFS"])
    // 1.4 g per fl oz of the 480 g coffee; the sugar had been its usual 8 g, added to nothing.
    #expect(abs(items[2].grams - 1.4 * 480 / QuantityWords.fluidOunce) < 0.01, "\(items[2])")
    #expect(items[2].notes.contains { $0.contains("guideline") })
  }

  @Test(
    "a dish of a food with an addition is a kind of that food: eggs with toast are not egg bread")
  func dishIsKindOfTheFood() async throws {
    let foods = try await analysis("2 eggs with toast").items.map(\.food)
    expectEqual(foods, ["Egg, whole, raw, fresh", "Bread, NS as to major flour, toasted"])
    #expect(try await one("cinnamon roll with frosting").food.hasPrefix("Roll, sweet, cinnamon"))
  }

  @Test("a short word the dish already names is part of it: cabbage rolls with rice")
  func shortWordOfTheDish() async throws {
    // "rice" has a root of three letters, which had kept it from counting as named.
    let items = try await analysis("2 stuffed cabbage rolls with beef and rice").items
    expectEqual(items.map(\.food), ["Stuffed cabbage rolls with beef and rice"])
  }

  @Test("a drink USDA names with an addition is that drink, not the addition measured apart")
  func drinkNamedWithItsAddition() async throws {
    expectEqual(try await one("a cup of tea with milk").food, "Tea, hot, with milk")
    #expect(try await one("8 oz hot cocoa w whipped cream").food.lowercased().contains("whipped"))
    // Coffee has no such name: the milk goes by USDA's guideline, as before.
    expectEqual(try await analysis("a coffee with milk").items.count, 2)
  }

  @Test("\"x 2 cups\" is two cups; thick slices of roast beef are carved, not deli slices")
  func timesSignAndCarvedSlices() async throws {
    let biryani = try await one("chicken biryani x 2 cups")
    #expect(biryani.food.hasPrefix("Biryani"), "\(biryani.food)")
    expectEqual(biryani.grams, 392)
    #expect(try await one("2 thick slices of roast beef").food.hasPrefix("Beef, roast"))
    #expect(try await one("3 slices of roast beef").food.contains("deli"))
  }

  @Test("a place said with no amount ahead ends at the verb or at \"for a\"")
  func placesBeforeTheFood() async throws {
    // Each was refused: the place's clause had run to the end of the part.
    expectEqual(
      try parse("lunch at work was a turkey wrap").map(\.foodWords), [["turkey", "wrap"]])
    expectEqual(
      try parse("dinner at the diner was a club sandwich").map(\.foodWords),
      [
        ["club", "sandwich"]
      ])
    let latte = try await one("Stopped at Starbucks on the way to work for a grande latte")
    #expect(latte.food.hasPrefix("Coffee, Latte"), "\(latte.food)")
  }

  @Test("a dish the person made and listed by its measured parts is its parts")
  func madeFromParts() throws {
    let items = try parse(
      "made a grilled cheese with 2 slices white bread, 2 slices cheddar and 2 pats of butter")
    #expect(items.map(\.count) == [2, 2, 2], "\(items.map(\.text))")
    // Not a food with measured toppings, nor parts without amounts.
    expectEqual(try parse("pasta with 1 cup sauce and 2 meatballs").count, 3)
    #expect(try parse("made tacos with beef and cheese").count >= 1)
  }

  @Test("foods named first and then each measured again are eaten once, as measured")
  func restatedHeading() async throws {
    let items = try await analysis(
      "bangers and mash, 2 pork sausages 150g total, 1 cup mash, 1/4 cup gravy"
    ).items
    #expect(items.count == 3, "\(items.map(\.text))")
    expectEqual(items.first?.grams, 150)
    // Not when only some of them are measured again.
    expectEqual(try parse("eggs and toast, 2 eggs").count, 3)
    // A dish kept whole is restated when each of its foods is; "made" is the verb.
    expectEqual(
      try parse("spaghetti and meatballs, a cup and a half of spaghetti, 3 meatballs").count, 2)
    let cooked = try parse(
      "my husband made kielbasa and sauerkraut, I ate 4 oz of the kielbasa and half a cup of kraut")
    expectEqual(cooked.map(\.foodWords), [["kielbasa"], ["kraut"]])
  }

  @Test("whom a meal was made for or eaten with is narration, not a food")
  func madeForPeople() throws {
    let items = try LocalAnalyzerFixture.parser().read(
      meal: "Made spaghetti for the family. I had about a cup and a half of spaghetti")
    expectEqual(items.items.map(\.foodWords), [["spaghetti"]])
    #expect(items.unread.isEmpty, "\(items.unread)")
    expectEqual(try parse("pizza with my kids").map(\.foodWords), [["pizza"]])
  }

  @Test("a meal's name that is part of a food's is the food: \"with a dinner roll\"")
  func mealNamedFood() throws {
    expectEqual(
      try parse("made chili and had 2 cups of it with a dinner roll").map(\.foodWords),
      [["chili"], ["dinner", "roll"]])
    // The meal itself is still a circumstance.
    expectEqual(try parse("a roll with dinner").map(\.foodWords), [["roll"]])
  }

  @Test("\"split\" before a food is sharing it; a banana split is still a sundae")
  func split() async throws {
    expectEqual(
      try parse("we split a large popcorn").map(\.foodWords), [["movie", "theater", "popcorn"]])
    expectEqual(try await one("a banana split").food, "Banana split")
  }

  @Test("a kind of food heading a list, or a chain named beside its foods, is not a food")
  func headingsAndChains() async throws {
    expectEqual(
      try parse("Diwali sweets!! 3 ladoos and 2 pieces of barfi").map(\.foodWords),
      [["ladoos"], ["barfi"]])
    // Alone, the kind is the food.
    expectEqual(try parse("sweets").map(\.foodWords), [["sweets"]])
    expectEqual(
      try parse("the kids begged for mcdonalds so i got a cheeseburger and small fries")
        .map(\.foodWords), [["cheeseburger"], ["fries"]])
    // A chain's name inside a food's stays: USDA names foods after some chains.
    expectEqual(
      try parse("mcdonalds cheeseburger").map(\.foodWords), [["mcdonalds", "cheeseburger"]])
  }

  @Test("words of the pub, the lunchbox, the taqueria and the tea shop")
  func kitchenWords() async throws {
    expectEqual(try await one("grabbed a boba milk tea after class").food, "Tea, bubble")
    // The pearls in a bubble tea are no second drink.
    expectEqual(try await analysis("a large taro bubble tea with boba").items.count, 1)
    expectEqual(try await one("1 concha").food, "Pan Dulce, with sugar topping")
    expectEqual(try await one("440ml can of strongbow cider").food, "Hard cider")
    expectEqual(try await one("400g of mams irish stew").food, "Stew, lamb")
    #expect(try await one("medium buttered popcorn").food.hasPrefix("Popcorn, movie theater"))
    #expect(
      try await one("pulled pork sandwich").food.hasPrefix("Barbecue pork sandwich"))
  }

  @Test("Spanish names the dish before its filling: \"tacos de carnitas\" are tacos")
  func spanishDishHeads() throws {
    expectEqual(try parse("3 tacos de carnitas").map(\.foodWords), [["carnitas", "tacos"]])
    expectEqual(try parse("2 pupusas de queso").map(\.foodWords), [["pupusas", "queso"]])
  }

  @Test("a meal's own name heads its foods; chips at the pub are fries")
  func namedMealsAndPubChips() async throws {
    let fryUp = try parse(
      "Full English this morning!! 2 fried eggs, 2 rashers of bacon and a slice of toast")
    #expect(fryUp.count == 3, "\(fryUp.map(\.text))")
    let foods = try await analysis("chicken parmi at the pub, about 300g, and 150g chips")
      .items.map(\.food)
    #expect(foods.last?.hasPrefix("Potato, french fries") == true, "\(foods)")
    // A reason is no amount: "95" is the weather.
    let frosty = try parse("small frosty from wendys bc it was 95 degrees out")
    #expect(frosty.map(\.count) == [nil], "\(frosty.map(\.text))")
    // A dish named first and then by its parts, each measured, is its parts.
    expectEqual(
      try parse("vegemite toast, 2 slices white toast, 10g butter, 1 tsp vegemite").count, 3)
  }

  @Test("coffee-shop cup sizes are volumes; a tall glass is still a glass")
  func coffeeShopSizes() throws {
    func fluidOunces(_ text: String) throws -> Double? {
      guard let item = try parse(text).first,
        case .volume(let milliliters, _) = item.measure
      else { return nil }
      return (item.count ?? 1) * milliliters / 29.5735
    }
    expectEqual(try fluidOunces("grande latte from starbucks").map { $0.rounded() }, 16)
    expectEqual(try parse("grande latte from starbucks").first?.foodWords, ["latte"])
    expectEqual(try fluidOunces("venti iced coffee").map { $0.rounded() }, 24)
    expectEqual(try fluidOunces("a tall glass of milk"), nil)
  }

  @Test("a seasoning cooked with a dish is part of it; cooked in oil is fat added")
  func seasoningsAndFat() async throws {
    let items = try await analysis("1 cup bok choy stir fried in oil with garlic").items
    #expect(items.map(\.food) == ["Cabbage, Chinese, cooked, fat added"], "\(items)")
    // With its own amount, it counts.
    expectEqual(try parse("green beans with 2 cloves garlic").count, 2)
  }

  @Test("\"a whole regular slice\" is one slice; sharing leaves no food of its own")
  func wholeSliceAndSharing() async throws {
    let pie = try await analysis(
      "split dessert but honestly ate a whole regular slice of apple pie myself"
    ).items
    #expect(pie.map(\.food) == ["Pie, apple"], "\(pie)")
    expectEqual(pie.first?.grams, 150)
    // "a whole" before a food is still all of it.
    #expect(try await one("a whole naan").grams > 50)
  }

  @Test("a dish of eggs is counted by its eggs; chips with a dip are tortilla chips")
  func eggDishesAndDips() async throws {
    let benedict = try await analysis("eggs benedict (2 eggs) and 2 mimosas").items
    #expect(benedict.map(\.food) == ["Egg, Benedict", "Mimosa"], "\(benedict)")
    expectEqual(benedict.first?.grams, 310)
    let rancheros = try await one("huevos rancheros made w 2 eggs")
    expectEqual(rancheros.grams, 236)
    let chips = try await analysis(
      "chips and salsa, about 2 cups of chips and 1/4 cup salsa"
    ).items.map(\.food)
    #expect(chips.first == "Tortilla chips, plain", "\(chips)")
    expectEqual(chips.count, 2)
    #expect(try await one("potato chips").food.hasPrefix("Potato chips"))
  }

  @Test("home words of English outside the US, and what a game is watched with")
  func worldHomeWords() async throws {
    expectEqual(try await one("cheese sarnie").food, "Cheese sandwich, NFS")
    expectEqual(try await one("slice of christmas cake, around 80g").food, "Cake, fruit cake")
    expectEqual(try await one("half a cup of phirni").food, "Firni, Indian pudding")
    expectEqual(try await one("3 pandesal (about 35g each)").food, "Roll, white, soft")
    #expect(try await one("arroz caldo, 1.5 cups").food.hasPrefix("Congee, with meat"))
    let beers = try await one("2 bud lights watching the game")
    #expect(beers.food.lowercased().contains("light"), "\(beers.food)")
  }

  @Test("a dish named again by its head or its kind keeps the amount said after it")
  func restatedByHeadOrKind() async throws {
    let crumble = try await analysis(
      "apple crumble and custard, about a cup of crumble and half a cup of custard"
    ).items
    #expect(crumble.map(\.food) == ["Crisp, apple", "Custard"], "\(crumble)")
    let stew = try await analysis("bowl of irish stew (lamb) - weighed out 400g").items
    #expect(stew.map(\.food) == ["Stew, lamb"], "\(stew)")
    expectEqual(stew.first?.grams, 400)
    // A food described on its own is no restatement ("penne in tomato sauce").
    #expect(
      try parse("Pasta bake for dinner, penne in tomato sauce with cheese on top").count >= 2)
  }

  @Test("a unit typed straight before its food is one of it: \"tbsp pb\", \"slice pizza\"")
  func unitWithoutOf() async throws {
    let pb = try await analysis("tbsp pb on 1 slice of whole wheat bread").items
    expectEqual(pb.first?.food, "Peanut butter")
    #expect(pb.first?.grams == 16, "\(pb)")
    expectEqual(try parse("slice pizza").first?.foodWords, ["pizza"])
    expectEqual(try parse("bowl cereal").first?.measure, .household("bowl"))
    // A unit that ends a food's name stays there.
    expectEqual(try parse("2 shortbread fingers").first?.foodWords, ["shortbread", "fingers"])
    expectEqual(try await one("3 shortbread fingers").food, "Cookie, shortbread")
  }

  @Test("breaded is FNDDS's coated; trail mix with raisins is one mix; approx is about")
  func breadedTrailMixApprox() async throws {
    let wings = try await one("6 breaded fried wings")
    #expect(wings.food.hasPrefix("Chicken wing, fried, coated"), "\(wings.food)")
    let mix = try await analysis("trail mix w/ nuts & raisins approx 1/4 cup").items
    #expect(mix.map(\.food) == ["Trail mix with nuts and fruit"], "\(mix)")
    expectEqual(mix.first?.grams, 35)
    expectEqual(try await one("1 cup of KD").food, "Macaroni or noodles with cheese")
    expectEqual(try await one("8 pocky sticks").food, "Pocky")
  }

  @Test("\"a cup of each\" measures every food of the list before it")
  func amountOfEach() async throws {
    let items = try await analysis("orange chicken and fried rice, a cup of each").items
    #expect(items.map(\.food) == ["Orange chicken", "Rice, fried, NFS"], "\(items)")
    expectEqual(items.map(\.grams), [252, 198])
    // Without "each", the amount is the last food's.
    expectEqual(try parse("orange chicken and fried rice, a cup").map(\.hasAmount), [false, true])
  }

  @Test("part of a food named before is that food in part; \"--\" and \"sorry\" correct")
  func partsAndCorrections() async throws {
    let fries = try await analysis("small fries, only ate half the fries, hubby had the rest")
      .items
    #expect(fries.count == 1, "\(fries)")
    #expect(fries.first.map { $0.grams > 40 && $0.grams < 70 } == true, "\(fries)")
    let oatmeal = try parse(
      "oatmeal 1 cup w/ 1 tsp brown sugar -- sorry make that 1.5 cups oatmeal not 1")
    #expect(oatmeal.count == 2, "\(oatmeal.map(\.text))")
    expectEqual(oatmeal.first?.text, "1.5 cups oatmeal")
  }

  @Test("a cup of cut fruit is the cup of pieces, not the mashed one")
  func cupOfPieces() async throws {
    let papaya = try await one("papaya 1 cup cubed")
    #expect(papaya.grams < 200, "\(papaya.food) \(papaya.grams)")
  }

  @Test("how a food was bought, said in brackets after it, steers it: \"(canned)\"")
  func boughtInBrackets() async throws {
    expectEqual(try await one("1 cup lentil soup (canned)").food, "Soup, lentil, canned")
    expectEqual(try await one("1 cup lentil soup").food, "Soup, lentil")
  }

  @Test("words of Latin American, Caribbean and British kitchens")
  func latinCaribbeanBritishWords() async throws {
    expectEqual(try await one("1 cup yuca frita").food, "Yuca fries")
    #expect(try await one("1 hallaca").food.hasPrefix("Hayacas"))
    #expect(try await one("a 12 oz malta").food.hasPrefix("Malt beverage"))
    expectEqual(try await one("1 cup rice n peas").food, "Kidney beans and white rice")
    expectEqual(try await one("soup joumou, 2 cups").food, "Soup, pumpkin")
    expectEqual(try await one("lamb doner kebab in pitta, about 300g").food, "Gyro sandwich")
  }

  @Test("a pot of yoghurt is a container, not a pot roast; streaky is bacon")
  func potsAndStreaky() async throws {
    let yoghurt = try parse("a 170g pot of fat free greek yoghurt")
    #expect(yoghurt.first?.foodWords == ["fat", "free", "greek", "yoghurt"], "\(yoghurt)")
    #expect(try await one("4 oz pot roast").food.lowercased().contains("pot roast"))
    let butty = try await analysis("bacon butty - 4 rashers of streaky in 2 slices of white bread")
    #expect(butty.items.first?.food.hasPrefix("Bacon") == true, "\(butty.items)")
  }

  @Test("iced coffee with cream and sugar is FNDDS's pre-lightened, pre-sweetened one")
  func sweetenedIcedCoffee() async throws {
    let coffee = try await analysis("lg iced coffee w cream and sugar").items
    #expect(coffee.map(\.food) == ["Iced Coffee, pre-lightened and pre-sweetened"], "\(coffee)")
    // A hot coffee keeps its additions by USDA's guideline.
    expectEqual(try await analysis("coffee with cream and sugar").items.count, 3)
    #expect(try await one("half a cup of frozen peas").food.hasPrefix("Green peas"))
    #expect(try await one("ham & cheese sarnie on brown bread").food.hasPrefix("Ham sandwich"))
  }

  @Test("Spanish \"con\" is \"with\", except in USDA's own con names")
  func spanishCon() async throws {
    let pupusas = try await one("2 pupusas de frijol con queso")
    #expect(pupusas.food.hasPrefix("Pupusa"), "\(pupusas.food)")
    let rancheros = try await one("huevos rancheros con 2 huevos this morning")
    expectEqual(rancheros.grams, 236)
    expectEqual(try await one("a cup of cafe con leche").food, "Coffee, cafe con leche")
  }

  @Test("eggs cooked with no oil or butter are FNDDS's eggs with no added fat")
  func noAddedFat() async throws {
    let eggs = try await one("3 eggs scrambled, no oil or butter")
    #expect(eggs.food == "Egg omelet or scrambled egg, no added fat", "\(eggs.food)")
  }

  @Test("a food on the side is its own, whatever dish names the two")
  func onTheSide() async throws {
    let foods = try await analysis("2 cups jook with a fried egg on the side").items.map(\.food)
    expectEqual(foods, ["Congee", "Egg, whole, fried, NS as to fat"])
    // Only the food the "with" lists: the dish before an "and" keeps its own "with".
    let stroganoff = try await analysis(
      "250 g beef stroganoff with egg noodles and a dinner roll on the side"
    ).items.map(\.food)
    #expect(stroganoff.first == "Beef stroganoff with noodles", "\(stroganoff)")
  }

  @Test("chips that come with fish are fries; a chippy is a restaurant; battered fish is fried")
  func fishAndChips() async throws {
    let foods = try await analysis(
      "cod and chips from the chippy, 200g battered cod and 250g chips"
    ).items.map(\.food)
    expectEqual(foods, ["Fish, cod, fried", "Potato, french fries, restaurant"])
    #expect(try await one("a bag of chips").food.hasPrefix("Potato chips"))
  }

  @Test("\"a full cup\" is a cup, \"for tea\" a meal, and \"back to back\" no food")
  func idioms() async throws {
    // Going back for seconds is no chicken's back.
    #expect(
      try await one("chicken adobo with rice, I went back for seconds, 2 cups total").food
        .hasPrefix("Adobo"))
    // A place of worship is where the meal was, not a Shirley Temple.
    #expect(try await one("Temple prasad today, just one ladoo").food.hasPrefix("Ladoo"))
    expectEqual(try await one("had shepherds pie for tea, about 1 cup").food, "Shepherd's pie")
    expectEqual(try await analysis("2 biscuits with tea").items.count, 2)
    expectEqual(try await one("grandma's kheer, had a full cup").grams, 260)
    await #expect(throws: FoodAnalysisError.self) {
      try await analysis("meetings back to back all day, will log my food later")
    }
  }

  @Test("a remark on the only food named is about what was eaten when its amount follows")
  func remarkThenAmount() async throws {
    // Had been no food at all: "mac and cheese is dangerous" read as a remark only.
    let mac = try await one("my aunts baked mac and cheese is dangerous. had about a cup")
    #expect(mac.food.hasPrefix("Macaroni or noodles with cheese"), "\(mac.food)")
    #expect(mac.grams > 200)
    // With no amount after it, a remark stays narration.
    await #expect(throws: FoodAnalysisError.self) {
      try await analysis("went for a 5k run before work, legs are dead")
    }
  }

  @Test("fat trimmed off is lean only, blood sugars are no sugar, a porridge made of its parts")
  func carbCountersWords() async throws {
    // The fat had been 100 g of table fat; "fat trimmed" an ostrich tip.
    let steak = try await analysis(
      "6oz sirloin, trimmed all the fat off, and a cup of fresh cauliflower steamed")
    expectEqual(steak.items.first?.food, "Beef, steak, sirloin, lean only eaten")
    expectEqual(steak.items.count, 2)
    #expect(try await one("6 oz sirloin steak, fat trimmed").food.hasSuffix("lean only eaten"))
    // A low fat food after the verb is no fat cut off: both sticks are still there.
    let cheese = try await one("cut 2 low fat string cheeses in half")
    #expect(cheese.food.lowercased().hasPrefix("cheese, mozzarella"), "\(cheese.food)")
    #expect(cheese.grams > 40)
    // "sugars stayed ok" had been 8 g of sugar.
    expectEqual(try await one("medium apple mid morning, sugars stayed ok").food, "Apple, raw")
    // The porridge had been 240 g of oatmeal on top of the oats and milk it was made of.
    #expect(
      try await analysis("porridge made with 40g rolled oats and 200ml skimmed milk").items.map(
        \.grams
      ).reduce(0, +) < 250)
    // Wherever the sentence puts the dish.
    expectEqual(
      try await analysis("quick lunch: porridge made with 50g oats and 250ml milk").items.count, 2)
    // "without skin on the way home" had been "skin on".
    #expect(
      try await one(
        "after my shift i grabbed 150 g roast turkey breast without skin on the way home"
      ).food.hasSuffix("skin not eaten"))
    // "hot and sour" is one soup's name: "1 cup hot" had gone to the label.
    expectEqual(
      try await analysis("quick lunch: 1 cup hot and sour soup").items.map(\.food),
      [
        "Soup, hot and sour"
      ])
    // The milk in brackets had been a glass of its own.
    let latte = try await one("12oz skinny latte (skim milk)")
    expectEqual(latte.food, "Coffee, Latte, nonfat")
    #expect(abs(latte.grams - 360) < 0.01)
  }

  @Test("a milk's kind said alone after its amount is the milk")
  func milkKindAlone() async throws {
    // The milk had been lost, and its 3/4 cup taken for the cereal's (22.5 g).
    let cereal = try await analysis("1 1/2 cups corn flakes w 3/4 cup skim").items
    expectEqual(cereal.map(\.food), ["Cereal, corn flakes, plain", "Milk, fat free (skim)"])
    #expect(abs((cereal.first?.grams ?? 0) - 45) < 0.01)
    // Before words that name no food too ("… skim earlier" had lost the milk again).
    for meal in [
      "had 1 1/2 cups corn flakes w 3/4 cup skim earlier",
      "1 1/2 cups corn flakes w 3/4 cup skim before bed",
    ] {
      let items = try await analysis(meal).items
      expectEqual(items.map(\.food), ["Cereal, corn flakes, plain", "Milk, fat free (skim)"])
      #expect(abs((items.first?.grams ?? 0) - 45) < 0.01)
    }
    expectEqual(try await one("a glass of 2%").food, "Milk, reduced fat (2%)")
    #expect(try await one("3/4 cup nonfat yogurt").food.hasPrefix("Yogurt"))
    // Before a food it is that food's kind.
    expectEqual(try await one("a skim latte").food, "Coffee, Latte, nonfat")
  }

  @Test("\"the … one\" after a food says which of it; \"mixed together\" is no food")
  func whichOne() async throws {
    // Had been a potato dumpling too.
    expectEqual(
      try await analysis("one medium masala dosa (the potato filled one)").items.map(\.food),
      [
        "Dosa, with filling"
      ])
    // With an amount it still weighs the food.
    #expect(try await one("honey bun outta the vending machine, the 4oz one").grams > 100)
    // "rice mixed" had been 290 g of mixed seeds.
    let curry = try await analysis(
      "a plate of chicken curry and rice mixed together, about 2 cups"
    ).items.map(\.food)
    #expect(!curry.contains("Mixed seeds"), "\(curry)")
    // Counted by the cookie, 7 g, not by the 21 g usual portion.
    expectEqual(try await one("3 marie biscuits").grams, 21)
  }

  @Test("what was eaten \"of it\" is the amount of a pot made; a parent's evening no food")
  func amountOfWhatWasMade() async throws {
    // Had been 100 g: "a pot of" is a container, and "2 bowls of it" went nowhere.
    let chili = try await one("made a pot of chili and had 2 bowls of it")
    #expect(chili.grams > 600)
    // Had been canned ham and a hot pocket.
    expectEqual(try await analysis("ham and cheese hot pocket").items.count, 1)
    // "carpool" had been corrected to cardoon.
    await #expect(throws: FoodAnalysisError.self) {
      try await analysis("carpool, practice, homework, baths. no dinner for me tonight lol")
    }
  }

  @Test("how a dish was cut, where it was put and the pot it was made in are no food")
  func homeCooksWords() async throws {
    // "pie cut" had been a whole pie (1,200 g).
    expectEqual(
      try await analysis("slice of homemade apple pie (9 inch pie cut in 8)").items.map(\.food),
      ["Pie, apple"])
    // "for the freezer" had been a freezer pop, and "pies" found no pot pie.
    expectEqual(
      try await one("made individual chicken pot pies for the freezer tonight and ate one of them")
        .food, "Pot pie, chicken")
    // "a big pot" had been a pot roast.
    expectEqual(try await analysis("lentil soup 350 g, made a big pot sunday").items.count, 1)
    // "bday" had been corrected to a bay leaf; "the dock" is a wild plant in USDA.
    expectEqual(
      try await one("red velvet cupcake for my daughter's bday, had one myself").food,
      "Cake or cupcake, red velvet")
    expectEqual(try await one("a couple bottles of beer on the dock").food, "Beer")
    // "all mixed up" had been 28 g of mixed seeds, "straight from the pot" not understood.
    expectEqual(
      try await one(
        "leftover curry chicken and rice all mixed up, ate about 2 cups of it straight from the pot"
      ).food, "Chicken curry with rice")
    // "tea sweetened" had been sweetened frozen apricots.
    expectEqual(
      try await analysis("cup of tea sweetened with 2 tbsp condensed milk").items.last?.food,
      "Milk, condensed, sweetened")
    // Chips with curry sauce or gravy are chip-shop chips, not 250 g of crisps.
    expectEqual(
      try await analysis("250g bag of chips with 2 tbsp curry sauce").items.first?.food,
      "Potato, french fries, NFS")
    expectEqual(
      try await analysis("chips and gravy").items.first?.food, "Potato, french fries, NFS")
    // Pints of cider are the hard kind; bread and butter pudding is one pudding.
    expectEqual(try await one("had 2 pints of cider").food, "Hard cider")
    expectEqual(try await one("bread and butter pudding, about a cup").food, "Pudding, bread")
  }

  @Test("a bracketed list of foods after a dish says what it is made of")
  func ingredientListInBrackets() async throws {
    // Had been the jambalaya and 263 g more of chicken, sausage and rice.
    expectEqual(
      try await analysis("cup of jambalaya (chicken, sausage and rice)").items.map(\.food),
      [
        "Jambalaya with meat and rice"
      ])
    expectEqual(
      try await analysis("350g of chili (ground beef and kidney beans)").items.map(\.food),
      [
        "Chili with meat and beans"
      ])
    // One food in brackets restates it.
    expectEqual(try await one("6 oz of pernil (roast pork)").food, "Pork, roast")
    // So do other words for the very food found (a second bun had been added, 546 kcal for
    // 273).
    expectEqual(try await analysis("one char siu bao (bbq pork bun)").items.map(\.grams), [100])
  }

  @Test("what a food is topped with is a food of its own, and no dish whose head is it")
  func toppingIsNoDish() async throws {
    // Had been "Pancake syrup", 20 g: the pancakes were lost.
    expectEqual(try await one("pancakes drizzled with syrup").food, "Pancakes, NFS")
    // A topping is eaten too: the granola had been lost, and the syrup made the pancakes go.
    expectEqual(
      try await analysis("greek yogurt topped with granola").items.map(\.food),
      [
        "Yogurt, Greek, NS as to type of milk, plain", "Cereal, granola",
      ])
    expectEqual(try await analysis("pancakes topped with syrup").items.count, 2)
  }

  @Test("a long run, the trail and a skin pulled off are no food")
  func athletesWords() async throws {
    // Had been 4,500 g of Long Island iced tea.
    await #expect(throws: FoodAnalysisError.self) {
      try await analysis("smashed a 20 mile long run this morning, legs are dead")
    }
    // Had been trail mix.
    expectEqual(try await one("a clif bar halfway up the trail").food, "Nutrition bar (Clif Bar)")
    #expect(try await one("a handful of trail mix").food.hasPrefix("Trail mix"))
    // Had been pulled pork too.
    expectEqual(
      try await analysis("4oz rotisserie chicken breast, skin pulled off").items.map(\.food),
      [
        "Chicken breast, rotisserie, skin not eaten"
      ])
  }

  @Test("ramen by the pack is the dry block, \"no bean chili\" a chili, the microwave no food")
  func packagedDinners() async throws {
    // Had been a ramen shop's bowl with chicken, 85 g of it.
    let ramen = try await one("one 3 oz pack of chicken ramen")
    expectEqual(ramen.food, "Soup, ramen noodle, chicken flavor, dry")
    #expect(abs(ramen.grams - 85.05) < 0.01)
    expectEqual(try await one("a bowl of chicken ramen").food, "Ramen bowl with chicken")
    // Had been no food at all: the beans excluded from a chili that was all there was.
    let chili = try await one("half a 15 oz can of no bean chili")
    expectEqual(chili.food, "Chili, no beans, canned entree")
    #expect(abs(chili.grams - 212.62) < 15)
    // Had been 35 g of microwave popcorn.
    await #expect(throws: FoodAnalysisError.self) {
      try await analysis("skipped dinner, too tired to even turn on the microwave")
    }
    #expect(try await one("a bag of microwave popcorn").food.hasPrefix("Popcorn, microwave"))
    // Had been a chicken's back and a Long Island iced tea, then French fries.
    await #expect(throws: FoodAnalysisError.self) {
      try await analysis("walked to shul and back, then a long nap")
    }
    expectEqual(
      try await analysis("proper fry up this morning! 3 rashers of bacon and 2 fried eggs").items
        .map(\.food), ["Bacon, NS as to type of meat, cooked", "Egg, whole, fried, NS as to fat"])
  }

  @Test("cheese by the cube is by the cubic inch, a crust after a pizza its crust, a mini bag")
  func cubesCrustsAndMiniBags() async throws {
    // Had been three 7 oz packages of SR's gouda (594 g).
    let gouda = try await one("3 one inch cubes of gouda")
    expectEqual(gouda.food, "Cheese, Gouda or Edam")
    #expect(abs(gouda.grams - 51) < 0.01)
    // Had been thin crust, with "thick crust" not understood.
    let pizza = try await one("ate a whole personal size frozen cheese pizza, thick crust")
    expectEqual(pizza.food, "Pizza, cheese, from frozen, thick crust")
    // Had been thin crust and 114.5 g of unbaked pie crust; the half is the pizza's.
    let half = try await one("split a medium frozen cheese pizza (thick crust), so half")
    expectEqual(half.food, "Pizza, cheese, from frozen, thick crust")
    #expect(abs(half.grams - 399.5) < 0.01)
    // Had been a regular 85 g bag: USDA's row says "snack/mini".
    let popcorn = try await one("one mini bag of microwave popcorn")
    expectEqual(popcorn.grams, 43)
  }

  @Test("sayings are no fish, a skin eaten \"too\" is eaten, shrimp \"on the grill\" grilled")
  func sayingsAndSkin() async throws {
    expectEqual(
      try await analysis("a chocolate soft serve, hit the spot").items.map(\.food),
      [
        "Ice cream, soft serve, chocolate"
      ])
    let leg = try await one("about 350 grams of roasted turkey leg meat, skin too")
    // Had been SR's raw leg, meat and skin.
    #expect(leg.food.hasPrefix("Turkey, ") && leg.food.hasSuffix("roasted, skin eaten"))
    #expect(try await one("a roasted turkey leg").food.hasPrefix("Turkey, drumstick, roasted"))
    // Had been the skin not eaten.
    expectEqual(
      try await one("had one breast off a rotisserie chicken, skin and all").food,
      "Chicken breast, rotisserie, skin eaten")
    #expect(try await one("a pepperoni stromboli").food.hasPrefix("Calzone"))
    // Had been 117 g of bluefish "cooked, dry heat".
    expectEqual(
      try await analysis("chocolate soft serve in a cone, hit the spot in this heat").items.map(
        \.food), ["Ice cream cone, soft serve, chocolate"])
    // Had been shrimp of no cooking named.
    expectEqual(
      try await one("threw 10 jumbo shrimp on the grill and ate every one of them").food,
      "Shrimp, grilled")
  }

  @Test("pasta with a tomato sauce is the dish of both, not pasta beside a guideline of sauce")
  func pastaWithTomatoSauce() async throws {
    // Had been plain pasta beside 65 g of spaghetti sauce: SR's category "Cereal Grains and
    // Pasta" reads as a breakfast cereal's, which takes its additions by guideline amounts.
    expectEqual(
      try await analysis("spaghetti with marinara from the restaurant, roughly 2 cups").items.map(
        \.food), ["Pasta with tomato-based sauce, restaurant"])
    expectEqual(
      try await analysis("made penne w tomato sauce at home, ate 1 1/2 cups").items.map(\.food),
      ["Pasta with tomato-based sauce, home recipe"])
    // Cereal with milk still takes the milk as a food of its own, and pasta an egg ("Pasta,
    // homemade, made with egg" is its dough).
    expectEqual(try await analysis("a bowl of cheerios with milk").items.count, 2)
    expectEqual(
      try await analysis("spaghetti with a fried egg on top").items.map(\.food).last,
      "Egg, whole, fried, NS as to fat")
  }

  @Test("a smoothie or shake listed by its measured parts is its parts, once")
  func blendedDrinksByTheirParts() async throws {
    // Had been a 324 g fruit smoothie as well as its parts.
    let smoothie = try await analysis(
      "green smoothie with 2 cups raw spinach, 1 cup frozen mango and 1 tbsp chia seeds")
    expectEqual(smoothie.items.map(\.food), ["Spinach, raw", "Mango, frozen", "Chia seeds"])
    let shake = try await analysis("protein shake, one 30g scoop of whey with 250ml skim milk")
    expectEqual(shake.items.count, 2)
    #expect(!shake.items.contains { $0.food.contains("isolate") })
    // A smoothie with an amount of its own stays.
    expectEqual(
      try await analysis("a strawberry smoothie and 2 eggs").items.count, 2)
  }

  @Test("a sub is the sandwich on its roll, and a pie sized after a pizza is that pizza")
  func subsAndPizzaPies() async throws {
    // Had been six hoagie rolls (636 g), and then one.
    let sub = try await one("6in philly cheesesteak on a white hoagie roll")
    expectEqual(sub.food, "Cheese steak sandwich or sub on white")
    expectEqual(sub.grams, 220)
    // "(medium pie)" had been a slice of FNDDS's pie, 150 g more.
    let pizza = try await one("white pizza thin crust, 2 slices (medium pie)")
    expectEqual(pizza.food, "White pizza, cheese, thin crust")
    expectEqual(pizza.grams, 132)
  }

  @Test("the words of takeout and holiday tables: orders, dipping cups, menus and rounds")
  func takeoutWords() async throws {
    // "full" had been "Emu, full rump" (496 g).
    expectEqual(
      try await analysis("nachos w/ beef and beans, full order").items.map(\.food),
      [
        "Nachos, beef or pork, with beans"
      ])
    // A dipping cup is the sauce's tub ("1 dipping-size container", 70 g), not 240 g.
    let ranch = try await analysis("3 garlic knots with a dipping cup of ranch").items
    expectEqual(ranch.map(\.food), ["Breadsticks, soft, fast food / restaurant", "Ranch dressing"])
    expectEqual(ranch.map(\.grams), [102, 70])
    // A little cup of ranch is the tub too (had been a cup, 240 g).
    expectEqual(
      try await analysis("10 baby carrots and a little cup of ranch to dip").items.last?.grams, 70)
    // "off the dollar menu" had been Applebee's kids' menu chicken tenders; "round 1" beef.
    expectEqual(try await one("2 mcdoubles off the dollar menu lol").food, "McDouble (McDonalds)")
    expectEqual(
      try await analysis("Thanksgiving round 1: 6 oz white meat turkey w skin, 1 cup stuffing")
        .items.map(\.food), ["Turkey, light meat, skin eaten", "Bread stuffing"])
  }
  @Test("an occasion the food is for is not a food: wings for the game are chicken wings")
  func occasionIsNotFood() async throws {
    let wings = try await one("ordered wings for the game, ate 8 of them")
    #expect(wings.food.hasPrefix("Chicken wing"), "\(wings.food)")
    #expect(wings.notes.contains { $0.hasPrefix("8 ×") }, "\(wings.notes)")
    #expect(wings.grams < 500)
  }

  @Test("icing on a food USDA names frosted is part of it, not 100 g of icing")
  func icingOnAFrostedFood() async throws {
    let items = try await analysis("cinnamon roll w icing").items
    expectEqual(items.map(\.food), ["Roll, sweet, cinnamon bun, frosted"])
  }

  @Test("a spread named before toast is toast with the spread, not nothing")
  func toppingBeforeItsFood() async throws {
    let foods = try await analysis("peanut butter toast").items.map(\.food)
    #expect(foods.count == 2, "\(foods)")
    #expect(foods.first?.hasPrefix("Bread") == true, "\(foods)")
    #expect(foods.last?.hasPrefix("Peanut butter") == true, "\(foods)")
  }

  @Test("cereal is breakfast cereal and cream is cream, unless the person names another kind")
  func usualKinds() async throws {
    let cereal = try await one("bowl of cereal")
    expectEqual(cereal.food, "Cereal, ready-to-eat, NFS")
    #expect(cereal.grams < 100, "\(cereal.grams)")
    #expect(try await one("a granola bar").food.contains("bar"))
    let coffee = try await analysis("iced coffee with cream").items.map(\.food)
    #expect(coffee.last?.hasPrefix("Cream") == true, "\(coffee)")
    expectEqual(try await one("2 tbsp cream cheese").food, "Cheese, cream")
  }

  @Test("kinds of beer and brands of cola are beer and cola; people are not food")
  func namesPeopleUse() async throws {
    expectEqual(try await one("2 pints of lager").food, "Beer")
    #expect(try await one("20oz diet pepsi").food.hasPrefix("Soft drink, cola, diet"))
    let rest = try await one("my kid didn't finish her mac and cheese so i ate the rest")
    #expect(rest.food.hasPrefix("Macaroni"), "\(rest.food)")
    #expect(try await one("4 oz grilled chicken").food.hasPrefix("Chicken breast"))
  }

  @Test("a frappuccino is a frozen coffee drink, not the caramel it is flavored with")
  func frappuccino() async throws {
    #expect(try await one("large caramel frappuccino").food.hasPrefix("Frozen coffee drink"))
  }

  @Test("greens with no amount and no usual portion are a cup, not a bunch")
  func greensWithoutAmount() async throws {
    let items = try await analysis("a smoothie with banana, spinach and protein powder").items
    let spinach = try #require(items.first { $0.food == "Spinach, raw" })
    #expect(abs(spinach.grams - 30) < 0.01, "\(spinach.notes)")
  }

  @Test("takes some of a plural food with no amount, not one piece")
  func pluralWithoutAmount() async throws {
    let analysis = try await analysis("oatmeal with blueberries")
    let blueberries = try #require(analysis.items.last)
    expectEqual(blueberries.food, "Blueberries, raw")
    expectEqual(blueberries.grams, 74)
    #expect(blueberries.notes.contains("no amount given: assumed half a cup"))
  }

  @Test("weighs the dish two foods name together with the amount after them")
  func amountAfterAnAndDish() async throws {
    let dish = try await one("beef and broccoli from the takeout place, about one and a half cups")
    expectEqual(dish.food, "Beef and broccoli")
    #expect(dish.grams > 300)
  }

  @Test("keeps two foods apart when the only food naming both is a kind of one of them")
  func andIsNotAnAdjective() async throws {
    let foods = try await analysis("eggs and toast").items.map(\.food)
    #expect(foods.count == 2, "\(foods)")
    expectEqual(foods.first?.hasPrefix("Egg"), true)
    #expect(!foods.contains { $0.hasPrefix("Bread, egg") })
  }

  @Test("reads a dish name no USDA food has as its two foods")
  func compoundWithoutADish() async throws {
    let foods = try await analysis("spaghetti and meatballs").items.map(\.food)
    #expect(foods.count == 2, "\(foods)")
    expectEqual(foods.first?.hasPrefix("Pasta"), true)
    expectEqual(foods.last?.hasPrefix("Meatballs"), true)
  }

  @Test("folds an addition the chosen food already names into it")
  func additionAlreadyNamed() async throws {
    let roll = try await one("cinnamon roll with frosting")
    #expect(roll.food.contains("frosted"))
    #expect(roll.grams < 150)
  }

  @Test(
    "takes the skin-eaten kind when the skin was eaten, the other one otherwise",
    arguments: [
      ("chicken breast with skin, 6 oz", "Chicken breast, rotisserie, skin eaten"),
      ("roast chicken thigh with the skin", "Chicken thigh, rotisserie, skin eaten"),
      ("chicken thighs, skin on", "Chicken thigh, rotisserie, skin eaten"),
      ("chicken breast, 6 oz", "Chicken breast, rotisserie, skin not eaten"),
    ])
  func skinEaten(_ description: String, _ food: String) async throws {
    expectEqual(try await one(description).food, food)
  }

  @Test("takes the restaurant version of a food when the meal came from a restaurant")
  func restaurantVersion() async throws {
    let rice = try await one("1 cup of Spanish rice from the Mexican restaurant")
    expectEqual(rice.food, "Spanish rice, from restaurant")
    let home = try await one("1 cup of Spanish rice")
    #expect(home.food != "Spanish rice, from restaurant")
  }

  @Test(
    "hears eating out in a taqueria, 'the … place' and 'ordered', not in 'my place'",
    arguments: [
      ("1 cup of spanish rice from the taqueria", true),
      ("1 cup of spanish rice at the mexican place", true),
      ("ordered a cup of spanish rice", true),
      ("1 cup of spanish rice at my place", false),
    ])
  func eatingOut(_ description: String, _ restaurant: Bool) async throws {
    let rice = try await one(description)
    expectEqual((rice.food == "Spanish rice, from restaurant"), restaurant)
  }

  @Test(
    "takes a food sold in the size named over one with only an unsized portion",
    arguments: [("a medium fries", 145.0), ("small fries", 110), ("a large fries", 180)])
  func sizedOrder(_ description: String, _ grams: Double) async throws {
    let fries = try await one(description)
    expectEqual(fries.grams, grams)
    #expect(fries.notes.contains { $0.contains("fast food order") }, "\(fries.notes)")
  }

  @Test("finds a smoothie named by its fruits, and blends in what it is made with")
  func smoothies() async throws {
    #expect(try await one("strawberry banana smoothie").food.hasPrefix("Fruit smoothie"))
    let blended = try await one("strawberry banana smoothie with yogurt, 16 oz")
    expectEqual(blended.food, "Fruit smoothie, with whole fruit and dairy")
    expectEqual(blended.grams, 432)
  }

  @Test(
    "reads a fillet as a form of the fish or meat, not as a food of its own",
    arguments: [
      ("baked cod fillet, 170 g", "Fish, cod"), ("a grilled salmon fillet", "Fish, salmon"),
      ("2 tilapia fillets", "Fish, tilapia"), ("a 6 oz filet mignon", "Beef, steak, tenderloin"),
    ])
  func fillets(_ description: String, _ food: String) async throws {
    let item = try await one(description)
    #expect(item.food.hasPrefix(food), "\(description) → \(item.food)")
  }

  @Test("does not take a dish served with the food asked for as the food itself")
  func servedWith() async throws {
    let sauce = try await one("tomato sauce")
    #expect(sauce.food.hasPrefix("Tomato sauce"), "\(sauce.food)")
  }

  @Test(
    "takes orange juice for a juice of no named fruit, the named fruit otherwise",
    arguments: [
      ("a glass of juice", "Orange juice"), ("a juice", "Orange juice"),
      ("apple juice", "Apple juice"), ("a cup of cranberry juice", "Cranberry juice"),
    ])
  func usualJuice(_ description: String, _ food: String) async throws {
    let juice = try await one(description)
    #expect(juice.food.hasPrefix(food), "\(description) → \(juice.food)")
  }

  @Test("takes a chocolate bar as milk chocolate candy, not a nutrition bar")
  func chocolateBar() async throws {
    let bar = try await one("a chocolate bar")
    expectEqual(bar.food, "Candies, milk chocolate")
    expectEqual(bar.grams, 44)
  }

  @Test("takes a hot chocolate as a cup of hot chocolate, not 100 g of chocolate milk")
  func hotChocolate() async throws {
    let drink = try await one("a hot chocolate")
    #expect(drink.food.hasPrefix("Hot chocolate"))
    #expect(abs(drink.grams - 236.6) < 1)
  }

  @Test("takes table wine for a glass of wine of no named kind, as a standard 5 fl oz drink")
  func usualWine() async throws {
    let wine = try await one("a glass of wine")
    expectEqual(wine.food, "Alcoholic beverage, wine, table, red")
    expectEqual(wine.grams, 147)
    #expect(try await one("a glass of white wine").food.hasSuffix("white"))
  }

  @Test("counts naans in 'one naan bread', not quarter pieces")
  func naanBread() async throws {
    let naan = try await one("one whole naan bread")
    expectEqual(naan.food, "Bread, naan")
    expectEqual(naan.grams, 177)
  }

  @Test(
    "takes a plain cheese pizza when no kind is named, the kind named otherwise",
    arguments: [
      ("a slice of pizza", "Pizza, extra cheese, thin crust"),
      ("a slice of cheese pizza", "Pizza, extra cheese, thin crust"),
      ("2 slices of thick crust pizza", "Pizza, extra cheese, thick crust"),
      ("a slice of stuffed crust pizza", "Pizza, cheese, stuffed crust"),
    ])
  func usualPizza(_ description: String, _ food: String) async throws {
    expectEqual(try await one(description).food, food)
  }

  @Test("a quotation mark is an inch mark only after a number")
  func quotationMarks() async throws {
    let quoted = try await analysis("a \"healthy\" salad and 2 eggs").items
    let plain = try await analysis("a healthy salad and 2 eggs").items
    expectEqual(quoted.map(\.food), plain.map(\.food))
    expectEqual(quoted.map(\.grams), plain.map(\.grams))
    // Each quotation mark had been read as an inch mark ("a \" healthy \" salad").
    expectEqual(quoted.map(\.text), plain.map(\.text))
    expectEqual(try await analysis("a 6\" turkey sub").items.first?.grams, 195)
  }

  @Test("fluid ounces said after a drink that came with a food are the drink's")
  func drinkAmountAfterFood() async throws {
    // The danish had been 12 oz (340 g).
    let meal = try await analysis("medium cheese danish w my coffee (12 oz, black)").items
    expectEqual(meal.map { $0.grams.rounded() }, [113, 360])
    // A cup after a food with milk is still the food's.
    let oatmeal = try await analysis("oatmeal with milk, 1 cup").items
    expectEqual(oatmeal.first?.grams.rounded(), 240)
    #expect(oatmeal.last?.grams ?? 0 < 100)
  }

  @Test(
    "weighs a sub by its length: 6 inches is USDA's regular sub, a footlong two of them",
    arguments: [
      ("6 inch turkey sub", 195.0), ("a 6in meatball sub", 270), ("a footlong turkey sub", 390),
      ("a foot long meatball sub", 540), ("12 inch turkey sub", 390),
      // A footlong is a sub, said or not.
      ("a subway footlong turkey", 390),
      // The inch mark, the length said after the sub, and a dish of two fillings.
      ("a 6\" meatball sub", 270), ("meatball sub 6 inch", 270), ("turkey sub (6 in)", 195),
      ("turkey sub, 12 inch", 390), ("6 inch ham and cheese sub", 240),
      ("turkey and ham 6 inch sub", 250),
    ])
  func subLengths(_ description: String, _ grams: Double) async throws {
    expectEqual(try await one(description).grams, grams)
  }

  // MARK: Drinks

  @Test(
    "serves drinks by kind",
    arguments: [
      ("a glass of red wine", 5.0), ("two glasses of white wine", 10), ("a glass of milk", 8),
      ("a can of soda", 12), ("a shot of vodka", 1.5),
    ])
  func drinks(_ description: String, _ fluidOunces: Double) async throws {
    let item = try await one(description)
    let milliliters = fluidOunces * QuantityWords.fluidOunce
    // Grams follow the drink's own density, within a few percent of water's.
    #expect(abs(item.grams - milliliters) < milliliters * 0.08, "\(item.food) \(item.grams) g")
  }

  @Test(
    "reads the milk a coffee-shop drink is made with as its kind, not as more milk",
    arguments: [
      ("a latte with oat milk", "Coffee, Latte, with non-dairy milk"),
      ("oat milk latte", "Coffee, Latte, with non-dairy milk"),
      ("almond milk cappuccino", "Coffee, Cappuccino, with non-dairy milk"),
      ("a mocha with soy milk", "Coffee, Cafe Mocha, with non-dairy milk"),
      ("a cappuccino with skim milk", "Coffee, Cappuccino, nonfat"),
      ("latte w/ fat free milk", "Coffee, Latte, nonfat"),
      ("a latte with 2% milk", "Coffee, Latte"),
    ])
  func milkKinds(_ description: String, _ food: String) async throws {
    expectEqual(try await one(description).food, food)
  }

  @Test(
    "knows sugar-free colas, lemon-lime soda and a flat white",
    arguments: [
      ("a coke zero", "Soft drink, cola, diet"),
      ("a sprite", "Soft drink, fruit flavored, caffeine free"),
      ("a flat white", "Coffee, Latte"),
    ])
  func drinkNames(_ description: String, _ food: String) async throws {
    expectEqual(try await one(description).food, food)
  }

  // MARK: Refusals

  @Test(
    "refuses input with no food in it",
    arguments: [
      "asdf qwer 7", "lkjhg poiuy 12 34", "fed the cat", "my keys and a pair of socks",
      "two sheets of printer paper", "walked the dog 3 miles then watched two movies",
      "🙂🙂🙂", "!!!???",
      // Planned or wanted is not eaten.
      "gonna order thai later", "thinking about getting sushi", "need to buy milk",
      // Nor is what someone else ate.
      "my wife had a salad", "the kids ate pizza",
      // Nor what the person made and then did not eat.
      "made cookies for the office but didnt have any", "cooked pasta for the kids, didn't eat any",
    ])
  func noFood(_ description: String) async {
    await #expect(throws: FoodAnalysisError.self) { try await analysis(description) }
  }

  @Test(
    "refuses impossible amounts",
    arguments: [
      "-1 eggs", "minus 200 g rice", "0 bananas", "1e19 g rice", "99999 kg of pasta",
      // Gallons are a volume (3.8 l each), not five of the drink's usual can.
      "drank 5 gallons of soda",
    ])
  func impossibleAmounts(_ description: String) async {
    do {
      _ = try await analysis(description)
      Issue.record("\(description) was accepted")
    } catch {
      guard case .rejectedInput = error else {
        Issue.record("\(description): expected rejectedInput, got \(error)")
        return
      }
    }
  }

  @Test("refuses more than one meal can hold")
  func implausibleMeal() async {
    await #expect(throws: FoodAnalysisError.self) {
      try await analysis("changed the oil in my car, 5 quarts of 5W-30")
    }
  }

  @Test("after 'so', what was eaten may come without a subject")
  func soWithoutSubject() async throws {
    let meal = try await analysis("woke up late so just a banana and a cup of coffee")
    expectEqual(meal.items.map(\.text), ["a banana", "a cup of coffee"])
    expectEqual(try await analysis("overslept so a banana").items.count, 1)
  }

  @Test("an addition 'on each' of several counted items is one for each")
  func additionOnEach() async throws {
    let each = try await analysis("2 slices of whole wheat toast w a pat of butter on each")
    expectEqual(each.items.map(\.grams), [66, 10])
    // Without "on each" it is the one pat; one slice has one pat either way.
    let once = try await analysis("2 slices of whole wheat toast w a pat of butter")
    expectEqual(once.items.map(\.grams), [66, 5])
    let single = try await analysis("a slice of whole wheat toast w a pat of butter on each")
    expectEqual(single.items.map(\.grams), [33, 5])
  }

  @Test("a child's age, a time of day and who reported a meal are no counts and no narration")
  func agesTimesAndReports() async throws {
    // Had been four sandwiches.
    expectEqual(try await one("my 4 yr old demolished a whole pb and j").grams, 112)
    expectEqual(try await one("my 2-year-old had a banana").grams, 118)
    expectEqual(try await one("my 3yo ate 2 crackers").grams, 6)
    // Had been nine smoothies (7,776 g, refused as too heavy) and twelve sandwiches.
    let day = try await analysis("coffee at 6. at 9 a smoothie. 12 a BLT on white")
    expectEqual(day.items.map(\.grams), [360, 864, 105])
    // A log for another person, opened by who reported it: had been "no food recognized".
    let daycare = try await analysis("daycare report says she had a juice box of apple juice")
    expectEqual(daycare.items.map(\.food), ["Apple juice, 100%"])
    // Whose tea, or which, before "tea" after "for": the meal, not a drink (had been 1,920 g
    // of tea in place of the fish fingers, and tea in place of the scones).
    expectEqual(try await one("4 fish fingers for the kids tea").food, "Fish, stick")
    expectEqual(try await one("scones for afternoon tea").food, "Scone")
    // The end of a fast, a long day and a run for coffee are no foods (had been an apple pie
    // from a fast-food chain, a Long Island iced tea and an ostrich's tip).
    expectEqual(try await one("a medium apple to break the fast").food, "Apple, raw")
    await #expect(throws: FoodAnalysisError.self) {
      try await analysis("long day at work, no time for meals at all")
    }
    expectEqual(try await analysis("tims run, medium coffee").items.count, 1)
    expectEqual(try await one("a fast food apple pie").food, "Pie, apple, fast food")
    // What was had instead of another is the one had; "nothing till" ends at the meal it
    // names (had been the stuffing, and no ribs); "icecream" is ice cream, not vanilla extract.
    expectEqual(
      try await one("a cup of mashed potatoes instead of the stuffing").food, "Potato, mashed, NFS")
    expectEqual(
      try await analysis("nothing till dinner which was 4 pork ribs").items.map(\.food),
      ["Pork, ribs"])
    expectEqual(try await one("1 cup vanilla icecream").food, "Ice creams, vanilla")
    // Before the gym, shared out and abbreviated (had been a pre-cooked sausage, split peas,
    // a muffin of 130 g and plain milk).
    expectEqual(try await one("1 banana pre gym").food, "Bananas, raw")
    expectEqual(
      try await one("a 1.55oz milk chocolate bar split between them").food,
      "Candies, milk chocolate")
    expectEqual(try await analysis("eng muffin w 1 tbsp pb").items[0].food, "Muffin, English")
    expectEqual(try await one("glass of choc milk").food, "Chocolate milk, NFS")
    // Beans on toast are baked beans, and the dish restated by its measured parts is eaten
    // once (had been "Beans, NFS" beside them, and the slices dropped).
    let toast = try await analysis("beans on toast, half a cup of beans on 2 slices")
    expectEqual(toast.items.map(\.food), ["Baked beans", "Bread, NS as to major flour, toasted"])
    expectEqual(toast.items.map(\.grams), [130, 50])
    #expect(try await analysis("rice and beans").items[0].food != "Baked beans")
    // A kind of beans said beside beans on toast stays that kind.
    expectEqual(
      try await analysis("beans on toast, black beans").items.last?.food, "Black beans, NFS")
    // A pub's parmi comes with chips that are fries (had been 150 g of potato crisps).
    expectEqual(
      try await analysis("chicken parmi about 300g with 150g chips").items.last?.food,
      "Potato, french fries, NFS")
    // A sandwich restated by its bread and fillings is eaten once (had been the sandwich too).
    let sandwich = try await analysis(
      "turkey sandwich (2 slices whole wheat bread, 3 oz turkey, 1 slice swiss cheese)")
    expectEqual(sandwich.items.map(\.food), ["Bread, whole wheat", "Turkey, NFS", "Cheese, swiss"])
    expectEqual(try await analysis("turkey sandwich and 2 slices of bread").items.count, 2)
    // A number taken back by voice is the one said after it (had been no pancakes at all).
    expectEqual(
      try await analysis("three no wait four medium pancakes").items.map(\.grams), [200])
    expectEqual(try await one("two no three slices of cheddar").grams, 63)
    // A slip in a word only the synonyms know is corrected (had been left out), but not a
    // letter changed ("kippur" is no kipper) nor a word under six letters ("loves").
    expectEqual(try await one("a cup of porrige").food, "Oatmeal, NFS")
    expectEqual(try await one("8 oz filet mingon").food, "Beef, steak, tenderloin")
    expectEqual(MealTextParser.synonymCorrection(of: "kippur"), nil)
    expectEqual(MealTextParser.synonymCorrection(of: "loves"), nil)
    #expect(try await one("2 squares of 85% dark choc").food.hasPrefix("Chocolate, dark"))
    // "while i was cooking dinner" is when, not a frozen dinner eaten with the carrot.
    expectEqual(
      try await one("munched on a raw medium carrot while i was cooking dinner").food,
      "Carrots, raw")
    // "no sugar" before a food says sugar free (had been no food at all); after a drink it
    // leaves the sugar out.
    expectEqual(try await one("2 no sugar cookies").food, "Cookie, sugar or plain, sugar free")
    expectEqual(try await one("coffee no sugar").food, "Coffee, NS as to type")
    // Animals fed are chores (had been a cup of sheep's milk, and chicken).
    await #expect(throws: FoodAnalysisError.self) {
      try await analysis("no food today, just hauled wood and fed the sheep")
    }
    expectEqual(try await one("fed the chickens then had 2 eggs").grams, 100)
    // The writer's own meal is still theirs alone.
    expectEqual(
      try await analysis("he said he had pizza and i had a salad").items.map(\.text), ["a salad"])
  }

  @Test("never crashes, whatever the input, and refuses or reads it")
  func anyInput() async throws {
    var generator = SystemRandomNumberGenerator()
    let alphabet = Array("abcdefghijklmnopqrstuvwxyz0123456789 .,;:-/½%&+()'\"!?é€🙂\n\t")
    let words = [
      "egg", "a", "of", "with", "and", "1e308", "-3", "cup", "oz", "made", "topped", "in", "0",
      "half", "whole", "bananna", "x2", "6in", "—", "fl", "1/0",
    ]
    for _ in 0..<300 {
      let text: String
      if Bool.random(using: &generator) {
        text = String(
          (0..<Int.random(in: 0...40, using: &generator)).map { _ in
            alphabet.randomElement(using: &generator)!
          })
      } else {
        text = (0..<Int.random(in: 1...12, using: &generator)).map { _ in
          words.randomElement(using: &generator)!
        }.joined(separator: " ")
      }
      do {
        let result = try await analysis(text)
        #expect(!result.items.isEmpty)
        #expect(result.items.allSatisfy { $0.grams.isFinite && $0.grams > 0 }, "\(text)")
      } catch {
        switch error {
        case .nothingRecognized, .rejectedInput: break
        default: Issue.record("\(text): \(error)")
        }
      }
    }
  }
}

extension SentenceReadingTests {
  @Test("reads 'a half & half cup' as cream, not half a cup of the food before")
  func halfAndHalfCup() async throws {
    // The coffee had been half a cup (120 g of 12 oz) and the cream lost.
    let coffee = try await analysis("a 12 oz coffee with a half & half cup")
    expectEqual(coffee.items.map(\.food), ["Coffee, NS as to type", "Cream, fluid, half and half"])
    expectEqual(coffee.items.first?.grams.rounded(), 360)
  }

  @Test("a long dash after a bowl's name ends a heading that its measured parts follow")
  func bowlHeadings() async throws {
    // The bowl had been a cup of quinoa more, and a poke bowl cooked poke greens.
    let quinoa = try await analysis(
      "dinner was a quinoa bowl — 1 cup quinoa, 1 cup roasted broccoli, 1/2 cup canned chickpeas")
    expectEqual(quinoa.items.count, 3)
    let poke = try await analysis("a poke bowl with 4 oz tuna and 1 cup rice")
    expectEqual(poke.items.map(\.food), ["Fish, tuna, NFS", "Rice, cooked, NFS"])
    // A bowl whose parts are not measured is USDA's dish of it.
    expectEqual(
      try await analysis("a burrito bowl with chicken").items.map(\.food),
      [
        "Burrito bowl, chicken"
      ])
  }

  @Test("pulling an all nighter is no pulled pork")
  func allNighter() async throws {
    let night = try await analysis(
      "pulled an all nighter on 2 red bulls and a small bag of goldfish")
    expectEqual(
      night.items.map(\.food), ["Energy drink (Red Bull)", "Crackers, cheese (Goldfish)"])
  }

  @Test("'the whole container' after a food is one container of it")
  func wholeContainerAfter() async throws {
    // Had been no amount: a cup (137 g).
    let mac = try await one("frozen mac and cheese, ate the whole container")
    expectEqual(mac.grams, 283)
  }

  @Test("'=' after a meal's name labels it as ':' does")
  func equalsLabel() async throws {
    // The meal's name had been read into the food ("Sandwich spread, meatless").
    expectEqual(
      try await one("dinner = a nutella sandwich on white bread").food,
      "Nutella sandwich on white bread")
  }

  @Test("a pie's size after slices of it sizes them, and is no pie")
  func pieSizeAfterSlices() async throws {
    // "(both large pies)" had been 4,000 g of "Pie, NFS".
    let slices = try await analysis(
      "1 slice thin crust meat lovers + 1 slice thin crust hawaiian (both large pies)")
    expectEqual(slices.items.map(\.grams), [120, 115])
    expectEqual(
      try await one("a slice of breakfast pizza (large pie)").grams, 144)
    // A pie of its own, joined by "and", is still one.
    expectEqual(try await analysis("a slice of apple pie and a large pie").items.count, 2)
  }

  @Test("a food diary's 'food - count thing' counts the food")
  func foodDiaryLines() async throws {
    // "1 sandwich" had been a sandwich of its own (115 g more).
    let lunch = try await analysis(
      "McChicken - 1 sandwich; McDonald's French Fries - 1 small; Coke - 1 medium")
    expectEqual(
      lunch.items.map(\.food),
      [
        "McDONALD'S, McCHICKEN Sandwich", "McDONALD'S, french fries", "Soft drink, cola",
      ])
    expectEqual(try await one("Chips Ahoy! - 3 cookies").grams.rounded(), 32)
    expectEqual(try await one("English Muffin - 1 muffin").food, "Muffin, English")
  }

  @Test("a food diary's 'food, qualifiers - amount' is one food of that amount")
  func foodDiaryQualifiers() async throws {
    // "plain nonfat" had been nonfat mozzarella beside a usual portion of yogurt.
    let yogurt = try await one("Greek Yogurt, plain nonfat - 1/2 cup")
    expectEqual(yogurt.food, "Yogurt, Greek, nonfat milk, plain")
    #expect(abs(yogurt.grams - 122.5) < 0.1)
    // "Vanilla" had been 208 g of vanilla extract.
    expectEqual(try await one("Ice Cream, Vanilla - 1 cup").food, "Ice cream, vanilla")
    // An amount before the other food's words is that food's.
    expectEqual(try await analysis("chicken, 1 cup rice").items.count, 2)
    // A mixture labelled and then measured out by its parts is its parts.
    let smoothie = try await analysis(
      "Smoothie for breakfast: Strawberries - 1 cup; Banana - 1 small; Almond Milk - 1/2 cup")
    #expect(!smoothie.items.map(\.food).contains { $0.contains("smoothie") })
  }

  @Test("'<kind> one' after a food says which kind, with or without 'the'")
  func kindOne() async throws {
    // "brown sugar one" had been 100 g of brown sugar.
    let tea = try await analysis("grabbed a bubble tea after class, brown sugar one")
    expectEqual(tea.items.map(\.food), ["Tea, bubble"])
    // A size in it is the food's.
    expectEqual(try await one("a burrito, a big one").grams, 330)
  }

  @Test("what the person ran out of was not had")
  func ranOutOf() async throws {
    // Had been the milk, and no coffee.
    let coffee = try await analysis("ran out of milk so black coffee")
    expectEqual(coffee.items.map(\.food), ["Coffee, NS as to type"])
    let muffin = try await analysis("cafe was out of the bagels so got a blueberry muffin")
    expectEqual(muffin.items.map(\.food), ["Muffin, fruit"])
    // Out of a box is not out of the food.
    expectEqual(try await analysis("ate chips out of the bag").items.count, 1)
  }

  @Test("a share said after a dish's measured parts is the person's share of each")
  func shareOfADishMade() async throws {
    // Had been all of it.
    let rice = try await analysis(
      "fried rice: 3 cups cooked white rice, 2 eggs, 2 tbsp canola oil; I ate a third")
    expectEqual(rice.items.map { $0.grams.rounded() }, [158, 33, 10])
    let soup = try await analysis(
      "made lentil soup: 1 cup dry lentils, 6 cups chicken broth. had 1/6 of the pot")
    expectEqual(soup.items.map { $0.grams.rounded() }, [32, 249])
    // What came after the share is the person's own.
    let eggs = try await analysis(
      "made egg salad w/ 6 hard-boiled eggs, 1/4 cup mayo and 1 tsp mustard, had half of it on 2 "
        + "slices of wheat bread")
    expectEqual(eggs.items.map { $0.grams.rounded() }.prefix(2), [150, 30])
    expectEqual(eggs.items.last?.grams.rounded(), 72)
    // Not a dish made of parts: the share is the slice's.
    expectEqual(try await one("a slice of cheesecake, i had half").grams.rounded(), 88)
  }

  @Test("half dozen is six, with or without 'a'")
  func halfDozen() async throws {
    // Had been half of one oyster (7.5 g).
    expectEqual(try await one("half dozen fried oysters").grams, 90)
    expectEqual(try await one("a half dozen fried oysters").grams, 90)
  }

  @Test("'made 8 and ate 3', '4 servings, I had 1': the person's share of a dish's parts")
  func piecesOfADishMade() async throws {
    // Had been all of it. What came after the share is the person's own.
    let recipe = "pancakes from scratch: 1 cup flour, 1 cup milk, 2 tbsp sugar."
    let all = try await analysis(recipe).items.map(\.grams)
    let pancakes = try await analysis(
      recipe + " made 8 and ate 3, with 2 tbsp maple syrup on mine"
    ).items.map(\.grams)
    #expect(zip(pancakes, all).allSatisfy { abs($0 - $1 * 3 / 8) < 0.01 })
    #expect(pancakes.count == 4 && pancakes[3].rounded() == 40)
    let curry = "red lentil curry: 1 cup dry red lentils, 1 medium onion."
    let whole = try await analysis(curry).items.map(\.grams)
    let serving = try await analysis(curry + " 4 servings, I had 1").items.map(\.grams)
    #expect(serving.count == 2 && zip(serving, whole).allSatisfy { abs($0 - $1 / 4) < 0.01 })
  }

  @Test("a heading that says it was split shares what it lists")
  func splitHeading() async throws {
    // Had been all of it: the share went to the heading, which its parts replace.
    let smoothie = try await analysis(
      "smoothie, split it with my son: 1 medium banana, 1 cup milk, 1 tbsp honey")
    expectEqual(smoothie.items.map { $0.grams.rounded() }, [59, 122, 11])
  }

  @Test("a dish listed by its base and measured fillings is them")
  func assembledDishes() async throws {
    // The wrap had been FNDDS's wrap besides its parts (140 g more).
    let wrap = try await analysis(
      "wrap w/ 1 large flour tortilla, 3 oz rotisserie chicken breast, 1 tbsp ranch")
    expectEqual(wrap.items.map(\.food).first, "Tortilla, flour")
    expectEqual(wrap.items.count, 3)
    // With no base listed the dish stays: its tortilla was not said.
    let burrito = try await analysis("a burrito with 1 cup rice and 1/2 cup beans")
    expectEqual(burrito.items.count, 3)
  }

  @Test("'flour' alone is all-purpose flour; oats measured and then cooked are measured dry")
  func recipeStaples() async throws {
    // Had been arrowroot flour.
    expectEqual(try await one("1 cup flour").food, "Wheat flour, white, all-purpose, unenriched")
    expectEqual(try await one("1/2 cup almond flour").food, "Flour, almond")
    // Had been cooked oat bran.
    expectEqual(try await one("1/2 cup oats cooked in water").food, "Oats, raw")
    expectEqual(try await one("1 cup cooked oats").food, "Oatmeal, NFS")
  }

  @Test("a chain named by a count or a food is neither")
  func chainsNamedByCounts() async throws {
    // "five guys" had been five hot dogs.
    let lunch = try await analysis("five guys: hot dog, large fries")
    expectEqual(lunch.items.first?.grams, 102)
    // "chick-n-strips" had been 4 chicks and strips; "lunch break" a school lunch.
    expectEqual(try await one("4 chick-n-strips").food, "CHICK-FIL-A, Chick-n-Strips")
    expectEqual(
      try await one("a chicken sandwich on my lunch break").food, "Chicken fillet sandwich, NFS")
  }

  @Test("a 24-hour clock time is no count")
  func militaryTime() async throws {
    // Had been 400 burritos, refused as 88,000 g.
    expectEqual(try await one("0400 - inhaled a chicken and cheese burrito").grams, 220)
    #expect(try await one("1530 hrs: a granola bar").food.hasPrefix("Cereal or Granola bar"))
  }

  @Test("'the big slice' after a food is a slice of it, of that size")
  func theBigSlice() async throws {
    // Had been a whole large pie, 2,000 g.
    expectEqual(try await one("pumpkin pie, the big slice").grams, 250)
  }

  @Test("a whole bag of a size is all of that bag")
  func wholeSizedBag() async throws {
    // Had been a whole chip, 3 g.
    expectEqual(try await one("a whole medium bag of cool ranch doritos").grams, 57)
  }

  @Test("'on the scale' says how an amount was weighed; 'both' restates the two before")
  func weighedAndBoth() async throws {
    // "350 g on the scale" had been no amount at all.
    expectEqual(try await one("leftover beef and bean chili, 350 g on the scale").grams, 350)
    // The two hash browns had been eaten twice.
    let breakfast = try await analysis("a sausage mcmuffin and 2 hash browns, ate both hash browns")
    expectEqual(breakfast.items.count, 2)
  }

  @Test("'the other half of' a food not said before is half of it; of one said, the rest of it")
  func otherHalfOfAFood() async throws {
    // Had been the whole footlong, 590 g.
    expectEqual(try await one("the other half of yesterdays footlong italian").grams, 295)
    // Had been half a sandwich in all: the second half was lost.
    expectEqual(
      try await one("ate half a sandwich at lunch and the other half of the sandwich at 4").grams,
      115)
  }

  @Test("a skipped meal is no food refused")
  func skippedMeal() async throws {
    // The candy bar had been read as what was skipped: no food at all.
    #expect(
      try await one("skipped lunch so at 3pm i had a milky way").food.contains("MILKY WAY"))
  }

  @Test("a batch divided into containers, one of them had: that share of each part")
  func batchIntoContainers() async throws {
    // Had been the whole batch (the containers no amount at all).
    let batch = "6 cups cooked pasta + 3 cups meat sauce"
    let whole = try await analysis(batch).items.map(\.grams)
    let one = try await analysis(batch + " divided into 6 containers, ate 1").items.map(\.grams)
    #expect(one.count == 2 && zip(one, whole).allSatisfy { abs($0 - $1 / 6) < 0.01 })
    // One measured food is a batch too; "one" is a count.
    let curry = try await analysis(
      "6 cups of chicken curry split into 4 meal prep containers, had one at my desk")
    let allCurry = try await analysis("6 cups of chicken curry")
    #expect(abs(curry.items[0].grams - allCurry.items[0].grams / 4) < 0.01)
  }

  @Test("'a little' milk or butter is a bit of it, not a small serving")
  func aLittleOfAnAddition() async throws {
    // Had been a glass of milk (244 g) and a stick of butter (113 g).
    #expect(try await analysis("coffee with a little milk").items[1].grams < 31)
    #expect(try await one("a little butter").grams < 15)
    // Not a size of a bag.
    expectEqual(try await one("a little bag of chips").grams, 28)
  }

  @Test("a sit-down chain named alone is where the food came from")
  func sitDownChains() async throws {
    // "red lobster" had been a lobster.
    let dinner = try await analysis("red lobster w the fam tonight, 4 cheddar bay biscuits")
    expectEqual(dinner.items.map(\.food), ["Biscuit, NFS"])
  }

  @Test("buns left are what the hot dogs came without; a roller grill is no food's part")
  func bunsLeftAndRollerGrill() async throws {
    // The buns had been eaten.
    #expect(
      try await one("2 hot dogs with sauerkraut, skipped the buns").food.hasPrefix("Frankfurters"))
    // "white buns" had been a third hot dog.
    expectEqual(try await analysis("2 hotdogs off the roller on white buns").items.count, 1)
  }

  @Test("what another ordered is theirs when the person then says what they had")
  func anotherOrdered() async throws {
    // The husband's cheesesteak had been eaten too.
    let dinner = try await analysis(
      "my husband got the philly cheesesteak, I had the italian sausage sandwich")
    expectEqual(dinner.items.map(\.food), ["Italian sausage sandwich on white"])
    // Bought for both, it is still the person's.
    #expect(try await one("my husband got us pizza, i had 2 slices").food.hasPrefix("Pizza"))
  }

  @Test("'another one in the 7th' is one more; 'off the platter' is where it came from")
  func anotherInTheSeventh() async throws {
    // The second hot dog had been lost; the platter had been Cracker Barrel's shrimp one.
    expectEqual(
      try await one("a hot dog on a bun in the 3rd inning and another one in the 7th").grams, 204)
    expectEqual(try await one("6 shrimp off the shrimp cocktail platter").food, "Shrimp, NFS")
  }

  @Test("a filling said after a burrito is its kind; 'one went with lunch' a portion taken")
  func burritoFillingAndPortionTaken() async throws {
    // The chicken, beans and cheese had each been a side beside a plain burrito.
    let burrito = try await analysis("a big chipotle burrito, chicken with beans and cheese")
    expectEqual(burrito.items.map(\.food), ["Burrito, chicken, with beans, cheese"])
    // Had been all three sweet potatoes.
    let prep = "roasted 3 large sweet potatoes & portioned them into 6 containers"
    let all = try await one(prep).grams
    #expect(abs(try await one(prep + ", one went with lunch").grams - all / 6) < 0.01)
  }

  @Test("'container #1 was lunch' after a batch split into containers is one of them")
  func numberedContainer() async throws {
    // Had been the whole batch.
    let batch =
      "4 cups cooked brown rice and 4 cups raw broccoli, split it evenly into 4 containers"
    let all = try await analysis(batch).items.map(\.grams)
    let one = try await analysis(batch + ". container #1 was lunch").items.map(\.grams)
    #expect(one.count == 2 && zip(one, all).allSatisfy { abs($0 - $1 / 4) < 0.01 })
  }

  @Test("how many of a dish's own food, said next, is its count; 'reeses cups 2 pack' one pack")
  func dishCountRestatedAndPackOfTwo() async throws {
    // A second biscuit had been eaten beside the biscuits and gravy.
    let breakfast = try await analysis("biscuits and gravy (just 1 biscuit), cup of coffee")
    expectEqual(breakfast.items.count, 2)
    expectEqual(breakfast.items[0].food, "Biscuit with gravy")
    // Had been two packs, 90 g.
    expectEqual(try await one("reeses cups 2 pack").grams, 45)
    // A six-pack after a comma is still six.
    expectEqual(try await one("beer, 6 pack").grams, 2160)
  }

  @Test("'ate the whole thing' after a food said with no amount is one of it")
  func wholeThingIsOne() async throws {
    // Had been no amount, USDA's half circle (70 g).
    expectEqual(try await one("chiken quesadila from taco bell, ate the whole thing").grams, 140)
    // Had been half of one.
    expectEqual(try await one("cheese quesadila, the full circle not a half").grams, 120)
    // A food said by the slice stays a slice.
    let slice = try await one("a slice of pizza").grams
    expectEqual(try await one("a slice of pizza, ate the whole thing").grams, slice)
  }

  @Test("a whole cut into pieces makes each piece that share of it")
  func cutIntoPieces() async throws {
    // The loaf had been a meat loaf (864 g).
    let bread = try await analysis("irish soda bread, cut the loaf into 8 and ate 1 piece")
    expectEqual(bread.items.map(\.food), ["Bread, Irish soda"])
    #expect(abs(bread.items[0].grams - 537.0 / 8) < 0.01)
    // The pie it was cut from had been a second food, a whole pie (900 g).
    let potPie = try await analysis("a slice of homemade chicken pot pie, cut the pie into 6")
    expectEqual(potPie.items.count, 1)
    // Two of USDA's eighths, not a quarter of a bigger whole.
    expectEqual(
      try await one("spinach quiche, had 2 slices (she cuts her 9 inch pie into 8)").grams, 286)
    // A food counted whole is still all of it.
    let hotDog = try await one("a hot dog").grams
    expectEqual(try await one("a hot dog cut into 6 pieces").grams, hotDog)
    await #expect(throws: FoodAnalysisError.self) {
      try await analysis("we cut the pizza into 8 slices and i ate 12 of them")
    }
  }

  @Test("beers and ciders by name, fish by their family, Scots 'wi' and spoken 'an'")
  func namesAndDialect() async throws {
    // Had been a cereal (Uncle Sam) and no food.
    expectEqual(try await one("a pint of sam adams").food, "Beer")
    expectEqual(try await one("330ml savanna dry").food, "Hard cider")
    // Had been no food.
    expectEqual(
      try await one("broiled walleye fillet").food, "Fish, pike, walleye, cooked, dry heat")
    // Had been orange juice and 8 oz of cheddar.
    expectEqual(try await one("8 oz glass of V8 juice").food, "Tomato and vegetable juice, 100%")
    expectEqual(try await one("cup of broccoli cheddar").food, "Soup, broccoli cheese")
    // The scone had been lost in "scone wi"; the haddock in "haddock an a…".
    expectEqual(
      try await analysis("a scone wi a tbsp of butter").items.map(\.food),
      ["Scone", "Butter, salted"])
    expectEqual(
      try await analysis("a large haddock an a large portion o chips").items.count, 2)
  }

  @Test("counted dishes headed before their measured parts, the bread among them, are the parts")
  func headedDishOfItsParts() async throws {
    // The tacos had been counted besides their parts.
    expectEqual(
      try await analysis(
        "made 2 breakfast tacos: 2 small flour tortillas, 2 scrambled eggs and 2 strips of bacon"
      ).items.count, 3)
  }

  @Test("a food with its size after 'blended with' is a food of its own")
  func sizedFoodAfterBlendedWith() async throws {
    // The banana had been a word of the milk's.
    expectEqual(
      try await analysis("shake: 2 scoops whey blended w 12 oz skim milk and a medium banana")
        .items.map(\.food).last, "Bananas, raw")
    // "a little" is an amount, not a size: still part of the food it cooked.
    expectEqual(
      try await analysis("1 cup turnip greens cooked with a little bacon grease").items.count, 1)
  }

  @Test("menu numbers, N-grain breads, loaves of bread and ovens are no counts or foods")
  func numbersAndPlacesThatNameNoFood() async throws {
    // Had been ten tunas (900 g).
    expectEqual(try await one("jersey mikes #10 tuna fish").grams, 90)
    // Had been nine of a wheat flour (900 g).
    #expect(try await analysis("9 grain wheat toast").items.allSatisfy { $0.grams < 100 })
    // Had been a meat loaf.
    expectEqual(try await one("3 oz of the brioche loaf").food, "Brioche")
    // Had been potato puffs, and the baguette lost.
    expectEqual(
      try await one("half a baguette fresh out of the oven").food, "Bread, French or Vienna")
  }

  @Test("Canadian, Scottish and South African names from the session's own list")
  func moreCommonwealthNames() async throws {
    expectEqual(try await one("a pogo").food, "Corn dog")
    expectEqual(try await one("a mealie").food.hasPrefix("Corn"), true)
    expectEqual(try await one("2 samoosas").food, "Samosa")
    expectEqual(try await one("a glass of icewine").food, "Wine, dessert, sweet")
    expectEqual(
      try await one("a slice of dundee cake").food, "Cake, fruitcake, commercially prepared")
  }

  @Test("a meal read from words that comes to more than 10,000 kcal is refused")
  func moreThanAMealReadFromWords() async throws {
    // Had been answered: 14,736 kcal of nuggets, under the 15,000 a meal may hold.
    await #expect(throws: FoodAnalysisError.self) {
      try await analysis("ate 300 chicken nuggets at lunch")
    }
    // A big meal is still a meal.
    #expect(try await analysis("ate 30 chicken nuggets at lunch").totals.calories > 1_000)
  }

  @Test("names USDA spells otherwise or lists by what they are")
  func namesListedByWhatTheyAre() async throws {
    // Each had been no food.
    expectEqual(try await one("1 laulau").food, "Lau lau")
    expectEqual(try await one("rainbow shave ice").food, "Snow cone")
    expectEqual(try await one("mug of rooibos").food, "Tea, hot, herbal")
    expectEqual(try await one("330 g of pilau").food, "Rice pilaf")
    expectEqual(try await one("16 oz pedialite").food, "Fluid replacement, electrolyte solution")
  }

  @Test("how a serving was, said before its measure, keeps the measure")
  func servingAdjectivesBeforeMeasure() async throws {
    // Had been a whole pizza (528 g).
    let slice = try await one("a slice of pizza").grams
    expectEqual(try await one("a leftover slice of pizza").grams, slice)
    expectEqual(try await one("a cold leftover slice of pizza").grams, slice)
  }

  @Test("a bread's kind said alone after slices is that bread")
  func slicesOfABreadKind() async throws {
    // Had been khorasan wheat (200 g), no food, and a multigrain cereal.
    expectEqual(try await one("2 slices of wheat").food, "Bread, whole wheat")
    expectEqual(try await one("2 slices white").food, "Bread, white")
    expectEqual(try await one("2 slices of multigrain").food, "Bread, multigrain")
  }

  @Test("half the bottle after a bottle is half of it; port is a dessert wine")
  func halfTheContainerAndPort() async throws {
    // Had been the whole bottle (746 g).
    let bottle = try await one("a 750 ml bottle of cabernet").grams
    let half = try await one("a 750 ml bottle of cabernet, had half the bottle").grams
    #expect(abs(half - bottle / 2) < 0.01)
    // Had been Port Salut cheese; the cheese is still the cheese.
    expectEqual(try await one("3 oz of port").food, "Wine, dessert, sweet")
    expectEqual(try await one("2 oz port salut").food, "Cheese, port de salut")
  }

  @Test("'in a cup' after a measured food says what it was served in, not how much")
  func servedInAVessel() async throws {
    // Had been a cup of ice cream (135 g).
    expectEqual(try await one("2 scoops of chocolate ice cream in a cup").grams, 240)
    // A drink's own cup still measures it.
    #expect(abs(try await one("a latte in a 16 oz cup").grams - 480) < 0.01)
  }

  @Test("a chain's row is the product said, not a dish the food is one part of")
  func chainRowsNameTheProduct() async throws {
    // Had been McDonald's "Bacon Egg & Cheese Biscuit" (284 g) beside the quarter pounder.
    let meal = try await analysis("a quarter pounder and 2 strips bacon")
    expectEqual(meal.items.map(\.food).last, "Bacon, NS as to type of meat, cooked")
    // A product said by its name is still the chain's.
    expectEqual(try await one("a hashbrown at mcdonalds").food, "McDONALD'S, Hash Brown")
    expectEqual(
      try await one("9 oz house sirloin at applebees").food,
      "APPLEBEE'S, 9 oz house sirloin steak")
  }

  @Test("a burger without its bun is its patty")
  func burgersWithoutBuns() async throws {
    // Each had been USDA's burger on a bun (30 g of carbohydrate), or no food.
    for meal in [
      "burger no bun", "bunless cheeseburger", "a cheeseburger, no bun", "quarter pounder patty",
    ] {
      let food = try await one(meal).food
      #expect(food == "Beef, ground, patty", "\(meal)")
    }
    expectEqual(try await one("a cheeseburger").food, "Cheeseburger, NFS")
  }

  @Test("'whole thing' without its article is all of one")
  func wholeThingWithoutArticle() async throws {
    // Had been refused: "whole" read as the food's word came to 1,108 g of protein.
    let bag = try await one("a medium bag of pork rinds").grams
    expectEqual(try await one("a medium bag of pork rinds whole thing gone").grams, bag)
  }

  @Test("a count of servings keeps its measure after how they were served")
  func countedServingsAfterAdjectives() async throws {
    // Had been two large pizzas (1,464 g).
    let slices = try await one("2 slices of the large cheese pizza").grams
    expectEqual(try await one("2 cold slices of the large cheese pizza").grams, slices)
  }

  @Test("a cuisine, 'other' and 'refrigerated' name no food alone")
  func wordsThatNameNoFoodAlone() async throws {
    // Had been a Japanese persimmon, cereal, and fresh pasta.
    let breakfast = try await analysis("a proper japanese breakfast: 1 cup of rice")
    expectEqual(breakfast.items.map(\.food), ["Rice, cooked, NFS"])
    let lo = try await analysis("half the leftover chicken lo mein, the other cup is for tomorrow")
    expectEqual(lo.items.map(\.food), ["Lo mein, with chicken"])
    let pudding = try await analysis("vanilla pudding cup, the 4 oz refrigerated kind")
    expectEqual(pudding.items.map(\.food), ["Puddings, vanilla, ready-to-eat"])
    expectEqual(try await one("an english muffin").food, "Muffin, English")
  }

  @Test("'out of the' and 'outta the' say where a food came from")
  func outOfThe() async throws {
    // The potatoes had been crawfish.
    expectEqual(
      try await one("4 new potatoes outta the crawfish boil").food, "Potato, NFS")
    expectEqual(try await one("30 goldfish crackers out of the big bag").grams, 30)
    // Running out names no source.
    expectEqual(
      try await one("ran out of the milk so black coffee").food, "Coffee, NS as to type")
  }

  @Test("another of the same measure is more of the food before")
  func anotherOfTheSameMeasure() async throws {
    // The second half cup had been lost.
    let half = try await one("1/2 cup of plain white rice").grams
    let both = try await one("ate 1/2 cup of plain white rice at 11 and another 1/2 cup at 5")
    expectEqual(both.grams, half * 2)
  }

  @Test("'we each had' and 'so' with a figure restate the amount of the food before")
  func ownAmountRestated() async throws {
    // Had been the whole bottle (747 g).
    let glasses = try await one("2 glasses of red wine").grams
    let bottle = try await one(
      "finished the bottle of red wine with my sister, we each had 2 glasses")
    expectEqual(bottle.grams, glasses)
    // "so half" after a split is still the share.
    let pizza = try await one("a medium frozen cheese pizza (thick crust)").grams
    let split = try await one(
      "me and my brother split a medium frozen cheese pizza (thick crust), so half")
    expectEqual(split.grams, pizza / 2)
  }

  @Test("packaged foods by brand and names spelt as said")
  func brandsAndSpellings() async throws {
    expectEqual(try await one("ham and cheese hotpocket").food, "Turnover or hot pocket, ham")
    expectEqual(try await one("two paratas").food, "Bread, paratha")
    expectEqual(try await one("1 cup plain pulao").food, "Rice pilaf")
    expectEqual(try await one("a jelo cup").food, "Gelatin dessert")
    expectEqual(try await one("a whisky highball").food, "Whiskey and soda")
    expectEqual(try await one("half a cup of purin").food, "Flan")
  }

  @Test("a dish counted again by its head noun alone keeps the dish's words")
  func dishCountedByItsHeadNoun() async throws {
    // Had been plain ravioli without the sauce.
    let ravioli = try await one("the rest of the cheese ravioli in tomato sauce, 8 ravioli")
    expectEqual(ravioli.food, "Ravioli, cheese-filled, with tomato sauce")
    // A share of a whole said after the dish is still a share of the whole.
    let pie = try await one("1/8 of a 9 inch pie").grams
    expectEqual(
      try await one("lemon meringue pie I made for easter, 1/8 of a 9 inch pie").grams, pie)
  }

  @Test("a dish named once after counted fillings is each filling's")
  func dishNamedOnceForFillings() async throws {
    // The chicken had been two stewed chickens (170 g), the salmon two fillets.
    let tacos = try await analysis("2 chicken and 2 beef tacos")
    expectEqual(
      tacos.items.map(\.food),
      ["Taco, corn tortilla, chicken, cheese", "Taco, corn tortilla, beef, cheese"])
    let nigiri = try await analysis("2 salmon, 2 tuna and 2 eel nigiri")
    expectEqual(
      nigiri.items.map(\.food),
      ["Sushi, topped with salmon", "Sushi, topped with tuna", "Sushi, topped with eel"])
    // Foods that are no filling are left alone.
    let eggs = try await analysis("2 eggs and 2 beef tacos")
    expectEqual(eggs.items.first?.food, "Egg, whole, raw, fresh")
  }

  @Test("'cocktail' before a party food sizes it; 'italian' after a spoonful is the dressing")
  func cocktailSizesAndItalianDressing() async throws {
    // Had been 1,800 g of cocktails, and 450 g of full-sized samosas.
    let small = try await one("6 small samosas").grams
    expectEqual(try await one("6 cocktail samosas").grams, small)
    expectEqual(try await one("a cocktail").food, "Cocktail, NFS")
    // The spoonful had been the salad's (6.6 g of it).
    let salad = try await analysis("2 cups of greek salad, plus 1 tbsp fat free italian")
    expectEqual(
      salad.items.map(\.food), ["Greek Salad, no dressing", "Italian dressing, fat free"])
  }

  @Test("where and when, not a food: 'head to', 'spread over', 'the island'")
  func narrationThatNamedFoods() async throws {
    // Had been head cheese, chicken spread and Thousand Island dressing.
    await #expect(throws: FoodAnalysisError.self) {
      try await analysis("fixin to head to buc-ee's, gonna log it after")
    }
    let pound = try await one("ate 1 lb of grilled chicken breast total today spread over 4 meals")
    #expect(abs(pound.grams - 453.6) < 0.01)
    expectEqual(pound.food, "Chicken breast, rotisserie, skin not eaten")
    expectEqual(try await one("2 tbsp thousand island").food, "Thousand Island dressing")
    expectEqual(
      try await one("a stuffed bell pepper with rice and meat").food,
      "Stuffed pepper, with rice and meat")
  }

  @Test("a coffee bar's pumps of syrup are quarter ounces of the flavor's syrup")
  func pumpsOfSyrup() async throws {
    // Had been 200 g of vanilla extract.
    let latte = try await analysis("grande oat milk latte with 2 pumps vanilla")
    expectEqual(latte.items.last?.food, "Syrups, table blends, pancake")
    expectEqual(latte.items.last?.grams, 20)
  }

  @Test("drinks, fair food and Korean rolls by their own names")
  func namesFromOwnLists() async throws {
    // Mountain Dew had been the AMP energy drink; the rest no food, a Skor bar, soybean curd
    // cheese or a vanilla milkshake.
    expectEqual(
      try await one("20 oz mountain dew").food, "Soft drink, fruit flavored, caffeine free")
    expectEqual(try await one("16 oz cold brew").food, "Coffee, NS as to brewed or instant")
    expectEqual(try await one("a bottle of body armor").food, "Sports drink, NFS")
    expectEqual(try await one("an arnold palmer").food, "Iced Tea / Lemonade juice drink")
    expectEqual(try await one("kimbap roll").food, "Sushi roll, vegetable")
    expectEqual(try await one("skyr 150g").grams, 150)
    #expect(try await one("skyr 150g").food.hasPrefix("Yogurt, Greek, nonfat"))
    expectEqual(try await one("cheese curds").food, "Cheese, Cheddar")
    expectEqual(try await one("a lemon shake-up").food, "Lemonade, fruit juice drink")
    expectEqual(try await one("1/2 cup vegan ice cream").food, "Frozen dessert, non-dairy")
  }

  @Test("a grain or pasta said dry or uncooked is its dry row")
  func grainsWeighedDry() async throws {
    // Had been "Raw vegetable, NFS", wild rice and fresh pasta, cooked.
    expectEqual(try await one("60 g dry rice").food, "Rice, white, medium-grain, raw, enriched")
    expectEqual(
      try await one("rice 60 g uncooked").food, "Rice, white, medium-grain, raw, enriched")
    expectEqual(try await one("pasta 80g uncooked").food, "Pasta, dry, enriched")
    expectEqual(try await one("1/2 cup dry quinoa").food, "Quinoa, uncooked")
    // Cooked is still cooked.
    expectEqual(try await one("100 g cooked rice").food, "Rice, cooked, NFS")
  }

  @Test("a scoop of a food USDA does not weigh by the scoop is half a cup; 'non fat' is nonfat")
  func scoopsAndNonFat() async throws {
    // Had been a cup each, the dish's usual portion.
    let cup = try await one("a cup of mac and cheese").grams
    expectEqual(try await one("2 scoops of mac and cheese").grams, cup)
    // A food with its own scoop row keeps it.
    expectEqual(try await one("2 scoops of vanilla ice cream").grams, 240)
    // Had been non-dairy milk.
    expectEqual(try await one("non fat milk").food, "Milk, fat free (skim)")
  }

  @Test("a tabletop sweetener's packet is a gram; coffee-bar names are coffee and tea")
  func sweetenerPacketsAndCoffeeBarNames() async throws {
    // Two had been 200 g of sucralose.
    let coffee = try await analysis("a grande pike place with 2 splenda")
    expectEqual(
      coffee.items.map(\.food),
      ["Coffee, NS as to brewed or instant", "Sugar substitute, sucralose, powder"])
    expectEqual(coffee.items.last?.grams, 2)
    expectEqual(try await one("2 packets of splenda").grams, 2)
    // The fish is still the fish.
    expectEqual(try await one("a pike, grilled").food, "Fish, pike")
    expectEqual(try await one("chai tea latte").food, "Tea, hot, with milk")
    expectEqual(try await one("a shot of fireball").food, "Liqueur")
  }

  @Test("barbecued ribs are ribs, a rack about a dozen; a toast drunk is no bread")
  func ribsRacksAndToasts() async throws {
    // Had been six rib sandwiches (1,140 g), and a rack one rib.
    let six = try await one("half dozen bbq ribs")
    expectEqual(six.food, "Ribs, NFS")
    expectEqual(try await one("a rack of bbq ribs").grams, six.grams * 2)
    expectEqual(try await one("bbq rib sandwich").food, "Barbecue rib sandwich")
    // The toast had been toasted bread.
    expectEqual(try await one("glass of cava to toast").food, "Wine, sparkling")
  }

  @Test("a packet of a condiment USDA gives no measure for is a tablespoon")
  func condimentPackets() async throws {
    // Had been 100 g of jam.
    let jam = try await one("a packet of strawberry jam")
    expectEqual(jam.food, "Jam or jelly, NFS")
    #expect(abs(jam.grams - 14.79) < 0.01)
    // A food with its own packet row keeps it.
    expectEqual(try await one("2 packets of ketchup").grams, 20)
  }

  @Test("spellings and where a weight was read")
  func spellingsAndReadWeights() async throws {
    // Had been three raw potatoes (510 g), creme brulee and a PowerBar.
    let latkes = try await analysis("3 small potato latkas and 2 tbsp sour creme")
    expectEqual(latkes.items.map(\.food), ["Potato pancakes", "Sour cream, regular"])
    let pizza = try await analysis(
      "2 slices of the 14 inch pepperoni pan, 120 g a slice per their nutrition page")
    #expect(!pizza.items.contains { $0.food.contains("Nutrition bar") })
  }

  @Test("how a food was cut after it is no head; a colour and 'ditched' name no food")
  func trailingPreparationsColoursAndDitching() async throws {
    // Had been mashed potatoes (294 g).
    expectEqual(try await one("2 avocados mashed").food, "Avocado, raw")
    // Had been pink beans beside the tamales; pink lemonade is still lemonade.
    let tamales = try await analysis("sweet tamales (the pink ones)")
    expectEqual(tamales.items.map(\.food), ["Tamale, sweet"])
    expectEqual(try await one("pink lemonade").food, "Lemonade, fruit flavored drink")
    // The bun ditched is the bun not eaten.
    expectEqual(try await one("a burger, ditched the bun").food, "Beef, ground, patty")
  }

  @Test(
    "trail mix with M&Ms is USDA's trail mix with chocolate; a filling said after a food is in it")
  func trailMixAndFillings() async throws {
    // Had been trail mix beside a 45 g bag of M&Ms.
    expectEqual(try await one("100g of trail mix with m&ms").food, "Trail mix with chocolate")
    // The filling had been a second food, beef fried rice.
    let peppers = try await analysis("2 stuffed pepper halves, rice and ground beef filling")
    #expect(!peppers.items.contains { $0.food.hasPrefix("Rice, fried") })
    expectEqual(peppers.items.first?.food.hasPrefix("Stuffed pepper"), true)
  }

  @Test("non-alcoholic beer, stuffed cabbage and flavored instant oatmeal by their names")
  func nonAlcoholicBeerCabbageRollsAndFriends() async throws {
    // Had been the strongest beer USDA has, a raw cabbage, and apples beside oatmeal.
    expectEqual(
      try await one("half a liter of alcohol-free weissbier").food, "Beer, nonalcoholic")
    expectEqual(
      try await one("stuffed cabbage").food, "Stuffed cabbage rolls with beef and rice")
    expectEqual(
      try await one("apples and cinnamon instant oatmeal").food,
      "Oatmeal, instant, fruit flavored, fat added")
  }

  @Test("a packaged food counted by its pieces after it; a split 50/50; sure words and brands")
  func piecesSplitsAndBrands() async throws {
    // The biscuits had been 25 baking-powder biscuits (1,125 g), the cereal durum wheat.
    let cereal = try await analysis("frosted mini wheats, 25 biscuits, 1 cup skim")
    expectEqual(
      cereal.items.map(\.food),
      ["Cereal, shredded wheat, flavored", "Milk, fat free (skim)"])
    expectEqual(cereal.items.first?.grams, 75)
    // The bag had been a fiftieth of itself (0.2 g).
    let bag = try await one("a bag of butter microwave popcorn").grams
    expectEqual(
      try await one("me & my bf split a bag of butter microwave popcorn 50/50").grams, bag / 2)
    // "honestly" had kept the three cups from the biryani.
    expectEqual(
      try await one("seconds and thirds of the chicken biryani, 3 cups in total honestly").grams,
      try await one("3 cups of chicken biryani").grams)
    expectEqual(
      try await one("maruchan chicken ramen").food, "Soup, ramen noodle, chicken flavor, dry")
  }

  @Test("a helping verb, a brand and a colour said for a food; a footlong hot dog; a serving bar")
  func helpingVerbsBrandsAndColours() async throws {
    // "mum had saved me…" had been read as mum's meal: the whole line was refused.
    let saved = try await analysis("mum had saved me 2 cups of fufu and a cup of chicken stew")
    expectEqual(saved.items.map(\.food), ["Fufu", "Stew, chicken"])
    // The "w" of "a&w" had been "with", joining the root beer to the hot dogs.
    let cookout = try await analysis("two hotdogs in buns and a can of a&w root beer")
    expectEqual(
      cookout.items.map(\.food), ["Hot dog sandwich, NFS, on white bun", "Soft drink, root beer"])
    // No food had been found.
    let red = try await analysis("had 2 glasses of red at the wine festival")
    expectEqual(red.items.map(\.food), ["Alcoholic beverage, wine, table, red"])
    expectEqual(red.items.first?.grams, 294)
    expectEqual(try await one("a glass of white milk").food, "Milk, NFS")
    // USDA weighs a chili dog by the footlong (it had been two 166 g ones); a hot dog with
    // no footlong row is two of the usual one.
    expectEqual(try await one("footlong chili dog at the ballpark").grams, 269)
    expectEqual(try await one("a hot dog").grams, 102)
    expectEqual(try await one("a footlong hot dog").grams, 204)
    // A granola bar had been the dessert bar.
    expectEqual(
      try await one("about a cup of banana pudding off the dessert bar").food, "Banana pudding")
  }

  @Test("nonfat and fat free yogurt, a grain weighed dry after its weight, pieces of fried chicken")
  func yogurtDryGrainsAndFriedChicken() async throws {
    // SR's vanilla yogurt had come first: the plain one's "nonfat milk" was not said.
    expectEqual(
      try await one("200g 0% greek yoghurt").food, "Yogurt, Greek, nonfat milk, plain")
    // "free" had been left out: the low fat one.
    expectEqual(
      try await one("200g fat free greek yogurt").food, "Yogurt, Greek, nonfat milk, plain")
    expectEqual(try await one("a cup of fat free milk").food, "Milk, fat free (skim)")
    // The weight had been of cooked couscous and bulgur.
    expectEqual(try await one("couscous 60g dry weight").food, "Couscous, dry")
    expectEqual(try await one("bulgur 70g dry").food, "Bulgur, dry")
    // The wings had been "NS as to cooking method", beside a serving of sautéed chicken.
    let wings = try await analysis("korean fried chicken, i ate 5 wings and had a 12 oz coke")
    expectEqual(
      wings.items.map(\.food), ["Chicken wing, fried, coated, from restaurant", "Soft drink, cola"])
    expectEqual(wings.items.first?.grams, 275)
    // The half pound had been of cooked pasta, whatever was done to it after.
    expectEqual(
      try await one("i boiled half a pound of spaghetti (dry weight)").food, "Pasta, dry, enriched")
    // "2 cups of the soup" had been "Soup, NFS".
    expectEqual(
      try await analysis("chicken noodle soup and crackers, 2 cups of the soup and 6 crackers")
        .items.first?.food, "Soup, chicken noodle")
  }

  @Test("a yeast roll, pawpaw, Cass, gyeran mari, kim chee and Pidgin's fo")
  func namesForFoodsPeopleUse() async throws {
    expectEqual(try await one("1 yeast roll").food, "Roll, white, soft")
    expectEqual(try await one("a cup of pawpaw").food, "Papayas, raw")
    expectEqual(try await one("a 500ml can of cass").food, "Beer")
    expectEqual(try await one("gyeran mari").food, "Egg omelet or scrambled egg, NS as to fat")
    // Cheez-It crackers, and a frozen dinner from Hawaiian Pidgin's "fo" (for).
    expectEqual(try await one("1/2 cup kim chee").food, "Kimchi")
    expectEqual(
      try await one("150g grilled mahi fo dinner, nothing else").food,
      "Mahi mahi, frozen, wild caught")
  }

  @Test("a name in brackets glosses the food before it")
  func bracketedGlosses() async throws {
    // The cup of ulu had been no food, and the breadfruit a raw serving (220 g).
    let ulu = try await one("1 cup steamed ulu (breadfruit)")
    expectEqual(ulu.food, "Breadfruit, cooked")
    expectEqual(ulu.grams, 170)
    // The lentils had been counted twice, the pork ribs joined by beef short ribs.
    expectEqual(
      try await analysis("1/2 cup misir (red lentils cooked in oil)").items.count, 1)
    expectEqual(
      try await one("4 korean bbq pork ribs (dwaeji galbi)").food, "Pork, ribs")
    // An amount in brackets is still the food's amount.
    expectEqual(try await one("chicken breast (about 150 g)").grams, 150)
  }

  @Test("a count in brackets, a food crumbled after it, some of the kind of a food with no count")
  func bracketCountsCrumbsAndOnes() async throws {
    // The slices had been one; "Leo (2)" is an age, no count of anything.
    expectEqual(try await one("apple slices (4)").grams, try await one("4 apple slices").grams)
    expectEqual(
      try await analysis("Leo (2) had 8 oz of PediaSure").items.map(\.food),
      ["Toddler formula, PediaSure"])
    // Crumbled feta had been the bacon.
    expectEqual(
      try await one("2 slices bacon crumbled").food, "Bacon, NS as to type of meat, cooked")
    // "3 of the rice" had been three servings of rice (354 g).
    let dolmades = try await one("dolmades, 3 of the rice only ones, no meat")
    expectEqual(dolmades.food, "Grape leaves stuffed with rice")
    expectEqual(dolmades.grams, 168)
    let tamales = try await one(
      "bought 6 tamales from a guy outside HEB, only ate 2 of the beef ones in the truck")
    expectEqual(tamales.food, "Tamale, beef")
    expectEqual(tamales.grams, 280)
  }

  @Test("a pizza slice's crust said apart, and two dishes each with its own article")
  func crustsApartAndTwoDishes() async throws {
    // The crust had been no food, and the slice a medium-crust one of no size said.
    let slice = try await analysis(
      "slice of meat lovers, thick crust, off a large pie and a 20 oz coke")
    expectEqual(
      slice.items.map(\.food), ["Pizza with extra meat, thick crust", "Soft drink, cola"])
    expectEqual(slice.items.first?.grams, 166)
    // The two had been one beef and bean burrito.
    expectEqual(
      try await analysis("a bean burrito and a beef burrito").items.count, 2)
    expectEqual(
      try await one("a bean and beef burrito").food, try await one("a beef and bean burrito").food)
  }

  @Test("more bracketed glosses: an article, a name's unknown last word, a spelling guessed")
  func moreBracketedGlosses() async throws {
    // The count had been lost, and the cookies one serving.
    expectEqual(try await one("4 do-si-dos (the girl scout cookies)").grams, 120)
    // The chicken had been stewed chicken, and the fried rice a food of its own.
    let chahan = try await analysis("chicken chahan (japanese fried rice), 1.5 cups")
    expectEqual(chahan.items.map(\.food), ["Rice, fried, with chicken"])
    expectEqual(chahan.items.first?.grams, 297)
    // "palmer" (of "arnold palmer") had kept the mango from its "a whole" (83 g).
    expectEqual(try await one("a whole manga palmer (mango)").grams, 210)
    // "vitamina" read as "vitamin" had left 450 g of bananas beside a smoothie.
    let vitamina = try await analysis("16 oz vitamina de banana (banana smoothie made w milk)")
    expectEqual(vitamina.items.map(\.food), ["Fruit smoothie, NFS"])
    // A restatement says how the food was cooked.
    expectEqual(
      try await one("1 medium camote (boiled sweet potato)").food,
      "Sweet potato, boiled, no added fat")
  }

  @Test("brackets that are not more food, and a kind said after a comma")
  func remarksInBracketsAndKinds() async throws {
    // Half of the cup had been lost to "half"; the sugar had been 8 g more.
    expectEqual(try await one("1 cup hapa rice (half brown half white)").grams, 158)
    expectEqual(
      try await analysis("1 oz beef jerky (yes i know theres sugar in it)").items.map(\.food),
      ["Beef jerky"])
    // "peruvian style" had been Peruvian beans; "the mayo kind" still names the salad's.
    expectEqual(
      try await analysis("2 pork tamales, peruvian style").items.map(\.food), ["Tamale, pork"])
    expectEqual(
      try await one("half pint tuna salad (the mayo kind)").food,
      "Tuna salad, made with mayonnaise")
  }

  @Test("a Bavarian litre, lagers and foods by the names people use")
  func namesFromMoreKitchens() async throws {
    expectEqual(try await one("1 maß of helles").grams.rounded(), 1014)
    expectEqual(try await one("a 12 oz cusqueña").food, "Beer")
    // "super" had been a size, and the 330 ml the sandwich's.
    let bock = try await analysis("bifana (pork sandwich) & a super bock, 330ml")
    expectEqual(bock.items.map(\.food), ["Pork sandwich", "Beer"])
    expectEqual(try await one("2 tbsp of doce de leite").food, "Dulce de Leche")
    expectEqual(try await one("a piece of sernik").food, "Cheesecake, plain")
    expectEqual(
      try await one("pork schnitzel, about 150g").food, "Pork, chop, coated, NS as to fat eaten")
    expectEqual(try await one("3 guava fruit").food, "Guava, raw")
    expectEqual(try await one("6 oz of clamato").food, "Beverages, Clam and tomato juice, canned")
    // A feijoada had been a feijoa; dreaming of one is not eating it.
    expectEqual(try await one("a plate of feijoada").food, "Black beans with meat")
    await #expect(throws: FoodAnalysisError.self) {
      try await analysis("just dreaming about saturday's feijoada")
    }
  }

  @Test("an amount waiting for a food, and a burger said bunless apart")
  func waitingAmountsAndBunlessApart() async throws {
    // The coke had been four mediums (1,980 g) for the strips no table knows.
    expectEqual(
      try await one("stopped at chick-fil-a after church, 4 count strips and a medium diet coke")
        .grams, 495)
    // The burgers had been on buns (31 g of carbohydrate).
    let burgers = try await analysis(
      "husband bbq'd 1/3 lb burgers, i ate mine bunless with a slice of cheddar")
    expectEqual(burgers.items.first?.food, "Beef, ground, patty")
  }

  @Test("a clause of making something, a high chair, owning up, and who the person is")
  func clausesAndRemarks() async throws {
    // The coffee made had been 30 coffees (14,400 g) and the whole line refused; "high"
    // had been high-fructose corn syrup.
    expectEqual(
      try await analysis("like 30 plain cheerios on the high chair tray while I made coffee")
        .items.map(\.food), ["Cereal, O's, plain"])
    // What was waited on is still food, and the clause's 2 the breadsticks' count.
    let waited = try await analysis(
      "coworker brought pizza hut breadsticks so i had 2 while i waited on my beef burrito"
        + " supreme from taco bell")
    expectEqual(waited.items.map(\.grams), [86, 241])
    // The muffin had been lost to the coffee.
    expectEqual(
      try await analysis("a muffin while i had coffee").items.map(\.food),
      ["Muffin, NFS", "Coffee, NS as to type"])
    // The line had been read as a plan, and refused.
    expectEqual(
      try await one("not gonna lie i ate the whole 8.5 oz bag of flamin hot cheetos").grams
        .rounded(), 241)
    // The 22 points had been 22 cups of coconut milk "used in cooking", and the line refused.
    expectEqual(
      try await analysis(
        "used 22 of my 30 points today, dinner was 5 oz baked salmon and 1 cup of steamed brocoli"
      ).items.count, 2)
    expectEqual(try await one("a dozen mejillones").food, "Mussels")
    // "a boba" had been no food; "a boba milk tea" is still one drink.
    expectEqual(
      try await analysis("grabbed a boba and 2 pork egg rolls").items.map(\.food),
      ["Tea, bubble", "Egg roll, with beef and/or pork"])
    expectEqual(try await analysis("a boba milk tea").items.map(\.food), ["Tea, bubble"])
    // The hours slept are no amount of food had after the nothing.
    await #expect(
      throws: FoodAnalysisError.rejectedInput(
        "the description says nothing was eaten; describe what was eaten to analyze it")
    ) {
      try await analysis("ate nothing today, studied for my orgo final and slept like 3 hrs")
    }
    // The microwave had been microwave popcorn; the popcorn still is.
    await #expect(throws: FoodAnalysisError.self) {
      try await analysis("microwave broke so no lunch today :(")
    }
    expectEqual(try await one("microwave popcorn").food, "Popcorn, microwave, NFS")
    // The tamales sent had been a serving besides the three eaten.
    expectEqual(
      try await analysis("my mother send me tamales from home, i eat 3 chicken tamale for lunch")
        .items.map(\.grams), [420])
    // "vegetarian" had been a vegetarian fillet.
    expectEqual(
      try await analysis("i am vegetarian, lunch today 1 cup kidney bean and 1 cup rice")
        .items.count, 2)
  }

  @Test("French, Spanish, Dutch and Scandinavian names, and stuffed vine leaves")
  func europeanNames() async throws {
    // Had been any soup, a yogurt pot no food, and "tarte aux pommes" a breakfast tart.
    expectEqual(try await one("soupe à l'oignon, about 1 1/2 cups").food, "Soup, French onion")
    expectEqual(
      try await analysis("a 125g pot of yaourt nature with 1 tsp honey").items.map(\.food),
      ["Yogurt, NS as to type of milk, plain", "Honey"])
    expectEqual(try await one("a regular slice of tarte aux pommes").food, "Pie, apple")
    // Six usual portions of snails had been 510 g.
    expectEqual(try await one("6 escargots as a starter").grams, 30)
    // Each meatball had been 129 g of salsa.
    let albondigas = try await one("4 albóndigas en salsa")
    expectEqual(albondigas.food, "Meatballs, NS as to type of meat, with sauce")
    expectEqual(albondigas.grams, 172)
    expectEqual(try await one("cerveza sin alcohol, a 330ml can").food, "Beer, nonalcoholic")
    expectEqual(try await one("2 cafés solos this morning").food, "Coffee, espresso")
    expectEqual(try await one("1 knäckebröd").grams, 10)
    expectEqual(try await one("2 shots of jenever").food, "Gin")
    // Eight raw vine leaves had weighed 24 g; the stuffed ones are a roll each.
    let leaves = try await one("8 grape leaves stuffed w lamb and rice")
    expectEqual(leaves.food, "Stuffed grape leaves with lamb and rice")
    expectEqual(leaves.grams, 168)
    // A chicken breast stuffed with spinach is still the breast.
    expectEqual(
      try await one("chicken breast stuffed with spinach and feta").food,
      "Chicken breast, rotisserie, skin not eaten")
  }

  @Test("where fruit was picked, what was split, a count before a place, an amount of each")
  func placesAndShares() async throws {
    // The tree had been breadnut tree seeds.
    expectEqual(
      try await analysis("2 fresh apricots off my uncle's tree").items.map(\.food),
      ["Apricots, raw"])
    // The school had made the lychees school pancakes.
    expectEqual(
      try await analysis("10 lychees for the drive back to school").items.map(\.food),
      ["Lychee"])
    // "to split" and "split with" had been split peas; the wine is halved.
    expectEqual(
      try await analysis("got cheese fries to split").items.map(\.food),
      ["Potato, french fries, with cheese"])
    let wine = try await analysis("a bottle of wine split with my wife")
    expectEqual(wine.items.map(\.food), ["Alcoholic beverage, wine, table, red"])
    expectEqual(wine.items.first?.grams.rounded(), 373)
    // The count had been lost to the room's words.
    expectEqual(
      try await analysis(
        "brought the leftover chicken fajitas to work and ate 2 of them in the break room"
      ).items.map(\.grams), [190])
    // The rice had been lost in the dish.
    expectEqual(
      try await analysis("beef stew over white rice, 1 cup of each").items.map(\.food),
      ["Stew, beef", "Rice, white, cooked, NS as to fat"])
    // "cooked" had made the chicken nuggets; the text had said "fried fried".
    expectEqual(
      try await one("4 oz chicken cooked in coconut oil").food,
      "Chicken, NS as to part, sauteed, skin eaten")
    expectEqual(try await one("2 eggs fried in butter").text, "2 eggs fried in butter")
    expectEqual(
      try await one("16 oz strawberry milkshake").food, "Beverages, shake, fast food, strawberry")
    expectEqual(try await one("a grilled pork banh mi").food, "Pork sandwich")
  }

  @Test("a cheesesteak's size, dogs without buns, rounds of shots, a slice's share restated")
  func sizesAndRounds() async throws {
    // USDA's "1 regular" (it had been the 6-inch submarine, 220 g); a length or "sub" said
    // is the submarine.
    expectEqual(try await one("a regular philly cheesesteak").grams, 145)
    expectEqual(try await one("philly cheesesteak on a hoagie roll").grams, 145)
    expectEqual(try await one("6 inch cheesesteak from the truck").grams, 220)
    expectEqual(try await one("a ham sub").grams, 195)
    // The sandwich on white bread had been chosen, buns and all.
    expectEqual(try await one("2 chili dogs without buns").food, "Chili hot dog, no bun")
    // The rounds had been tomato slices.
    let rounds = try await analysis("we did 3 rounds of tequila shots")
    expectEqual(rounds.items.map(\.food), ["Tequila"])
    expectEqual(rounds.items.first?.grams.rounded(), 126)
    // The bracket had been an eighth of a pie of its own.
    expectEqual(
      try await analysis("a slice of her quiche lorraine (1/8 of the pie)").items.map(\.food),
      ["Quiche with meat, poultry or fish"])
    // The count had been lost to the quarter pound: one burger, not 45.
    await #expect(throws: FoodAnalysisError.self) {
      try await analysis("ate 45 quarter pound cheeseburgers at the cookout")
    }
  }

  @Test("a size after 'with … and' starts a food; piña, stuffed caps, Texas toast, shops")
  func moreNamesAndShops() async throws {
    // The onion rings had been part of the burger.
    expectEqual(
      try await analysis("at burger king, a double whopper with cheese and large onion rings")
        .items.map(\.food),
      ["BURGER KING, DOUBLE WHOPPER, with cheese", "BURGER KING, Onion Rings"])
    // A cup of piña had been a piña colada.
    expectEqual(try await one("1 cup piña").food, "Pineapple, raw")
    expectEqual(try await one("a piña colada").food, "Pina Colada")
    // Six usual portions had been 570 g.
    expectEqual(try await one("6 stuffed mushrooms").grams, 150)
    // A slice of Texas toast had been plain toast.
    let toast = try await one("2 slices frozen texas toast")
    expectEqual(toast.food, "Garlic bread, from frozen")
    expectEqual(toast.grams, 80)
    // Five of the pie had been 750 g; the nail salon had been a Rusty Nail.
    expectEqual(try await one("frito pie from the five & dime").grams, 150)
    await #expect(throws: FoodAnalysisError.self) {
      try await analysis("skipped breakfast again, had to open the nail salon early")
    }
    // A reminder is no meal.
    await #expect(throws: FoodAnalysisError.self) {
      try await analysis("remind me to pick up eggs and milk on the way home")
    }
  }

  @Test("an order typed without commas, and a count of sized orders")
  func ordersBySize() async throws {
    // The three had been one item, the coke alone.
    expectEqual(
      try await analysis("had a big mac med fries lg coke").items.map(\.food),
      ["Big Mac (McDonalds)", "McDONALD'S, french fries", "Soft drink, cola"])
    // Two large orders, not two fries (10 g).
    expectEqual(try await one("2 large fries").grams, 360)
    expectEqual(try await one("a large fries").grams, 180)
    // A movie theater box had been a serving, 60 g of 240.
    expectEqual(try await one("movie theater size box of gummy bears").grams, 240)
    expectEqual(try await one("sharing size m&ms").grams, 180)
  }

  @Test("a holiday a meal is for, a calzone's fillings after a dash, and a few names")
  func holidaysAndFillings() async throws {
    // The new year had made the bao tomatoes.
    expectEqual(
      try await analysis("mom made bao for lunar new year and I ate 3 of the veggie ones")
        .items.map(\.food), ["Bao bun"])
    // The calzone had been lost to its fillings, as two cheeses.
    expectEqual(
      try await analysis("cheese calzone - ricotta and mozzarella, no meat").items.map(\.food),
      ["Calzone, with cheese, meatless"])
    // Each had been no food.
    expectEqual(try await one("pastelito de guayava").grams, 86)
    expectEqual(try await one("fruit sorbet bar after the gym").grams, 80)
    expectEqual(try await one("2 frozen margarrittas at happy hour").food, "Frozen margarita")
  }
}
