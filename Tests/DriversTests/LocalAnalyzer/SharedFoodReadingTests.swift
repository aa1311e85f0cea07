import Entities
import TestSupport
import Testing
import UseCases

@testable import Drivers

/// Food the person shared with others: their share of it, or the part they say they had.
@Suite("Local analyzer shared food")
struct SharedFoodReadingTests {
  let analyzer = LocalAnalyzerFixture.analyzer()

  private func analysis(_ description: String) async throws(FoodAnalysisError) -> FoodAnalysis {
    try await analyzer.analyze(MealInput(description: description))
  }

  private func parse(_ text: String) throws -> [ParsedMealItem] {
    try LocalAnalyzerFixture.parser().parse(text)
  }

  @Test(
    "a food split with others is the person's share of it",
    arguments: [
      // Each had been all of it.
      ("split a fast food cheeseburger with my son", 2),
      ("we split a large fries at the drive thru", 2),
      ("shared a 150g sharing bag of crisps with 2 mates", 3),
      ("a pack of bacon, split 4 ways at brunch", 4),
      ("split a scone with my mum at the cafe", 2),
      ("made a pan of brownies and split it between the 3 of us", 3),
    ])
  func shareOfOne(description: String, people: Int) throws {
    let items = try parse(description)
    try #require(items.count == 1, "\(items.map(\.text)) \(items.map(\.foodWords))")
    expectEqual(items[0].sharedBy, people)
    #expect(abs((items[0].count ?? 0) - 1 / Double(people)) < 1e-9, "\(items[0])")
  }

  @Test("what the sharing points back to is shared, every food of it")
  func sharedBefore() throws {
    let chips = try parse(
      "3 of us went through a 10 oz bag of tortilla chips and a cup of salsa, split pretty even")
    expectEqual(chips.map(\.sharedBy), [3, 3])
    let wine = try parse("me and my sister polished off a bottle of red wine, split it evenly")
    expectEqual(wine.map(\.count), [0.5])
    let slaw = try parse("coleslaw, me and dad shared a cup of it")
    expectEqual(slaw.map(\.count), [0.5])
  }

  @Test("what a shared dish came with is part of the dish, shared with it")
  func sharedDish() async throws {
    // Halved on their own, the beans had been no part of the chili (338 kcal).
    let chili = try await analysis(
      "heated up a 15 oz can of chili with beans, split it with my roommate"
    ).items
    expectEqual(chili.map(\.food), ["Chili with beans, canned"])
    #expect(abs((chili.first?.grams ?? 0) - 212.6) < 0.1)
  }

  @Test("the person's own part, when said, is what they had; not divided again")
  func ownPart() throws {
    expectEqual(
      try parse("split a hot fudge sundae with my husband, i had half").map(\.count), [0.5])
    expectEqual(
      try parse("chicken pad thai takeout, split it with my roommate, my half was about 1.5 cups")
        .map(\.count), [1])
    expectEqual(try parse("box of 20 timbits in the break room, i had 5 of them").map(\.count), [5])
    // Half of a counted box is half its count (had been half a nugget), and "3 nuggets out of
    // a 10 piece" three of the ten (had been thirteen).
    expectEqual(
      try parse("got a 20 pc mcnuggets and split it with my roommate, i had half").map(\.count),
      [10])
    expectEqual(
      try parse("only ate 3 nuggets out of my kid's 10 piece mcnuggets").map(\.count), [3])
    expectEqual(try parse("ate 3 cookies out of the jar").map(\.foodWords), [["cookies"]])
    expectEqual(
      try parse("grabbed a 20 pack of timbits for the office, i only had 6 lol").map(\.count), [6])
    // Some of the kind said; each of the people having 2 is the person's 2.
    let donuts = try parse("office had a dozen donuts, I grabbed 2 of the plain cake ones")
    expectEqual(donuts.map(\.count), [2])
    expectEqual(donuts.first?.foodWords, ["plain", "cake", "donuts"])
    expectEqual(
      try parse("boiled a dozen eggs for the week, me and my partner each had 2 hard boiled")
        .map(\.count), [2])
    // One of the pieces a whole was cut into is that share of it.
    let pan = try parse("homemade lasagna, cut the 8x8 pan into 6 and ate one piece")
    expectEqual(pan.map(\.count), [1.0 / 6])
    expectEqual(
      try parse("made 6 medium pancakes and split them between the 3 of us so i had 2")
        .map(\.count), [2])
    expectEqual(
      try parse("threw 10 jumbo shrimp on the grill and ate every one of them").map(\.count), [10])
    let lasagna = try parse("moms homemade lasagna, she cut the pan into 8 and i had a piece")
    expectEqual(lasagna.map(\.count), [1.0 / 8])
    expectEqual(lasagna.first?.measure, nil)
  }

  @Test("more of them than there were is refused")
  func moreThanThereWere() async {
    await #expect(throws: FoodAnalysisError.self) {
      try await analysis("we cut the pizza into 8 slices and i ate 12 of them")
    }
  }

  @Test("no one to share with, or no food shared, divides nothing")
  func nothingShared() throws {
    // "we" and "me and my son" would say two people: the split is a sundae or a pea here.
    expectEqual(try parse("we had a banana split").map(\.sharedBy), [nil])
    let soup = try parse("me and my son had a cup of split pea soup")
    expectEqual(soup.map(\.sharedBy), [nil])
    expectEqual(soup.map(\.count), [1])
    // How many friends is not said.
    expectEqual(try parse("split a pizza with friends").map(\.sharedBy), [nil])
    // A companion is no food ("with my mum" had been Baby MUM MUM rice biscuits).
    expectEqual(try parse("had tea with my mum").map(\.foodWords), [["tea"]])
  }

  @Test("with no amount said, the share is of the usual portion, not of one piece")
  func shareOfUsualPortion() async throws {
    // The wings had been half of one wing (17.5 g).
    let items = try await analysis("we split nachos and wings").items
    try #require(items.count == 2)
    #expect(items[1].food.hasPrefix("Chicken wing"))
    #expect(items[1].grams == 35, "\(items[1].notes)")
    #expect(items[1].notes.contains("shared by 2: your share, 1/2"))
  }

  @Test("the share is noted on the item")
  func noted() async throws {
    let apple = try await analysis("split a medium apple with my toddler").items
    try #require(apple.count == 1)
    expectEqual(apple[0].grams, 100)
    #expect(apple[0].notes.contains("shared by 2: your share, 1/2"), "\(apple[0].notes)")
  }

  @Test("the even share said with the split, in its part, is the split said again")
  func evenShareRestated() async throws {
    // Had been all of it: "half for me" had read as the person's own part, never taken.
    let alone = try await analysis("a quart of hot and sour soup").items[0].grams
    let soup = try await analysis(
      "a quart of hot and sour soup, split it with my husband so half for me")
    #expect(abs(soup.items[0].grams - alone / 2) < 0.01)
    // Said in a part of its own it is read there, once.
    let nachos = try await analysis("an order of nachos").items[0].grams
    let split = try await analysis("split an order of nachos with my bf, half for me")
    #expect(abs(split.items[0].grams - nachos / 2) < 0.01)
  }
}
