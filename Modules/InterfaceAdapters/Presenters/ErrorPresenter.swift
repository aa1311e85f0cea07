import UseCases

/// Turns any error into a message for standard error and a meaningful exit code.
public enum ErrorPresenter {
  /// The outcome reporting `error`; unknown errors are bugs and exit 70.
  public static func outcome(for error: any Error) -> CommandOutcome {
    let (message, code) = describe(error)
    var text = "wellplate: error: \(message)\n"
    // One hint, in the quotes every other message uses, and none when the message has one.
    if let usage = error as? UsageError, !message.contains("`wellplate help") {
      let hint = usage.command.map { "wellplate help \($0)" } ?? "wellplate help"
      text += "Run `\(hint)` for usage.\n"
    }
    return CommandOutcome(standardError: text, exitCode: code)
  }

  /// The message and exit code for `error`.
  public static func describe(_ error: any Error) -> (message: String, code: ExitCode) {
    switch error {
    case let error as UsageError:
      (error.message, .usage)
    case let error as SettingsError:
      (error.description, .usage)
    case let error as DriverUnavailableError:
      (error.description, .unavailable)
    case let error as InputFileError:
      (error.description, .noInput)
    case let error as UnsupportedPhotoError:
      (error.description, .dataError)
    case let error as ImportFileError:
      (error.description, .dataError)
    case let error as ImportHistoryError:
      switch error {
      case .invalidEntries, .conflicts: (error.description, .dataError)
      case .storageFailed(let cause): (error.description, code(for: cause))
      }
    case let error as AnalyzeFoodError:
      (error.description, code(for: error))
    case let error as FetchHistoryError:
      (error.description, code(for: error))
    case let error as ExportHistoryError:
      switch error {
      case .invalidRange: (error.description, .usage)
      case .storageFailed(let cause): (error.description, code(for: cause))
      }
    case let error as DeleteMealEntryError:
      switch error {
      case .notFound: (error.description, .dataError)
      case .storageFailed(let cause): (error.description, code(for: cause))
      }
    case let error as LogKnownNutritionError:
      switch error {
      case .timeOutOfRange: (error.description, .usage)
      case .emptyDescription, .descriptionTooLong, .implausibleNutrition:
        (error.description, .dataError)
      case .storageFailed(let cause): (error.description, code(for: cause))
      }
    case let error as EditMealEntryError:
      (error.description, code(for: error))
    case let error as RelogMealError:
      (error.description, code(for: error))
    case let error as MealHistoryError:
      (error.description, code(for: error))
    case let error as FoodAnalysisError:
      (error.description, code(for: error))
    case let error as SummarizeDaysError:
      (error.description, code(for: error))
    case let error as AddPersonalFoodError:
      switch error {
      case .invalidFood, .nameTaken: (error.description, .dataError)
      case .storageFailed(let cause): (error.description, code(for: cause))
      }
    case let error as AddRecipeError:
      switch error {
      case .invalidRecipe, .ingredientsTooLong, .unmatchedIngredients, .nameTaken:
        (error.description, .dataError)
      case .analysisFailed(let cause): (error.description, code(for: cause))
      case .storageFailed(let cause): (error.description, code(for: cause))
      }
    case let error as ListPersonalFoodsError:
      switch error {
      case .storageFailed(let cause): (error.description, code(for: cause))
      }
    case let error as ShowPersonalFoodError:
      switch error {
      // An unknown name is the same mistake as an unknown id for `delete`, with the same code.
      case .notFound, .wrongKind: (error.description, .dataError)
      case .storageFailed(let cause): (error.description, code(for: cause))
      }
    case let error as RemovePersonalFoodError:
      switch error {
      case .notFound, .wrongKind: (error.description, .dataError)
      case .storageFailed(let cause): (error.description, code(for: cause))
      }
    case let error as ConfigurationFileError:
      (error.description, .usage)
    case let error as IssueAccessTokenError:
      switch error {
      case .invalidProfile, .invalidLabel: (error.description, .usage)
      case .noFreeID: (error.description, .internalError)
      case .storageFailed(let cause): (error.description, code(for: cause))
      }
    case let error as ListAccessTokensError:
      switch error {
      case .invalidProfile: (error.description, .usage)
      case .storageFailed(let cause): (error.description, code(for: cause))
      }
    case let error as RevokeAccessTokenError:
      switch error {
      // An unknown id is the same mistake as for `delete`, with the same code.
      case .notFound: (error.description, .dataError)
      case .storageFailed(let cause): (error.description, code(for: cause))
      }
    default:
      ("unexpected failure: \(error)", .internalError)
    }
  }

  static func code(for error: AnalyzeFoodError) -> ExitCode {
    switch error {
    case .emptyInput, .descriptionTooLong, .photoTooLarge, .implausibleNutrition: .dataError
    case .timeOutOfRange: .usage
    case .analysisFailed(let cause): code(for: cause)
    case .storageFailed(let cause): code(for: cause)
    }
  }

  static func code(for error: EditMealEntryError) -> ExitCode {
    switch error {
    case .nothingToChange, .timeOutOfRange: .usage
    // An unknown id is the same mistake as for `delete`, with the same code.
    case .notFound, .emptyDescription, .descriptionTooLong, .implausibleNutrition: .dataError
    case .analysisFailed(let cause): code(for: cause)
    case .storageFailed(let cause): code(for: cause)
    }
  }

  static func code(for error: RelogMealError) -> ExitCode {
    switch error {
    // An unknown id is the same mistake as for `delete`, with the same code.
    case .notFound, .nothingToCopy, .noMealOfType: .dataError
    case .timeOutOfRange: .usage
    case .storageFailed(let cause), .partlyCopied(_, _, let cause): code(for: cause)
    }
  }

  static func code(for error: FetchHistoryError) -> ExitCode {
    switch error {
    case .invalidLimit, .invalidRange: .usage
    case .storageFailed(let cause): code(for: cause)
    }
  }

  static func code(for error: SummarizeDaysError) -> ExitCode {
    switch error {
    case .invalidDays, .invalidGoal, .duplicateGoal: .usage
    case .storageFailed(let cause): code(for: cause)
    }
  }

  static func code(for error: FoodAnalysisError) -> ExitCode {
    switch error {
    case .nothingRecognized, .rejectedInput, .unsupportedInput, .unusableReply: .dataError
    case .misconfigured: .usage
    case .serviceUnavailable, .notAuthorized: .unavailable
    }
  }

  static func code(for error: MealHistoryError) -> ExitCode {
    switch error {
    case .storageFailed: .ioError
    case .unavailable: .unavailable
    }
  }
}
