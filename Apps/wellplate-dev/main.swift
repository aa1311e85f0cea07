// Developer commands for WellPlate; a composition root like Apps/wellplate, never shipped.
//
//   .build/release/wellplate-dev bench [--skip-build-times]  every figure of issue 6 (README)
//   swift run -c release wellplate-dev build-food-index   regenerate the shipped USDA index
//   swift run wellplate-dev build-history-template        regenerate the shipped empty history
//   swift run -c release wellplate-dev evaluate           accuracy of the local analyzer (ADR 0014)
//   swift run -c release wellplate-dev bench-analyze      cold `wellplate analyze` vs sqlite3
//   swift run -c release wellplate-dev bench-history      SQLite history figures (issue 3)
//   swift run -c release wellplate-dev bench-postgres     PostgreSQL history figures (issue 7)
//   wellplate-dev save-loop --db <path> | --database-url <url>   saves (crash, concurrency tests)
//   wellplate-dev serve-echo [--listen <host:port>]     the HTTP engine alone, for wrk (ADR 0022)
//   swift run -c release wellplate-dev bench-serve      wellplate serve under load (issue 13)
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
let commands: [String: @Sendable ([String]) async throws -> Int32] = [
  "bench": BenchCommand.run,
  "build-food-index": BuildFoodIndexCommand.run,
  "build-history-template": BuildHistoryTemplateCommand.run,
  "evaluate": EvaluateCommand.run,
  "bench-analyze": BenchAnalyzeCommand.run,
  "explain": ExplainCommand.run,
  "bench-history": BenchHistoryCommand.run,
  "bench-postgres": BenchPostgresCommand.run,
  "save-loop": SaveLoopCommand.run,
  "serve-echo": ServeEchoCommand.run,
  "bench-serve": BenchServeCommand.run,
]
guard let name = arguments.first, let command = commands[name] else {
  FileHandle.standardError.write(
    Data(
      """
      usage: wellplate-dev <command> [options]   (run from the repository root)
        bench [--runs <n>] [--skip-build-times] [--entries <n>] [--days <n>] [--db <path>]
              [--wellplate <path>] [--sqlite3 <path>]
        build-food-index [--foods <csv>] [--portions <csv>] [--english-words <txt>]
                         [--output <sqlite>]
        build-history-template [--output <sqlite>]
        evaluate [--set all|meals|dev|dev2|holdout|everyday[2…\(EvaluateCommand.lastEverydaySet)][-holdout]]
                 [--cases <tsv> [--targets tuned|narrative]] [--index <sqlite>] [--verbose]
        bench-analyze [--runs <n>] [--binary <path>] [--meal <text>]
        bench-history [--entries <n>] [--days <n>] [--db <path>] [--runs <n>]
                      [--wellplate <path>]
        bench-postgres [--database-url <url>] [--entries <n>] [--days <n>] [--runs <n>]
                       [--binary <path>] [--psql <path>]
        save-loop --db <path> | --database-url <url> [--profile <name>] [--count <n>]
                  [--meal <text>]
        serve-echo [--listen <host:port>] [--delay-ms <n>]
        bench-serve [--seconds <n> | --requests <n>] [--clients 1,10,50] [--entries <n>]
                    [--days <n>] [--db <path>] [--wellplate <path>] [--json]

      """.utf8))
  exit(64)
}
do {
  exit(try await command(Array(arguments.dropFirst())))
} catch {
  FileHandle.standardError.write(Data("wellplate-dev: error: \(error)\n".utf8))
  exit(1)
}
