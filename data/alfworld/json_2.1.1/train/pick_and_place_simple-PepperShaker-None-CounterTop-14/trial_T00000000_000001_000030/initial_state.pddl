(define (problem plan_trial_T00000000_000001_000030)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        CounterTopType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        BowlType - otype
        ButterKnifeType - otype
        EggType - otype
        ForkType - otype
        KnifeType - otype
        LadleType - otype
        LettuceType - otype
        PepperShakerType - otype
        PlateType - otype
        PotType - otype
        SaltShakerType - otype
        PepperShaker_bar__minus_02_dot_01_bar__plus_00_dot_53_bar__minus_00_dot_46 - object
        Bowl_bar__minus_01_dot_72_bar__plus_00_dot_42_bar__plus_00_dot_46 - object
        Bowl_bar__minus_01_dot_40_bar__plus_01_dot_10_bar__minus_00_dot_09 - object
        Egg_bar__plus_00_dot_89_bar__plus_00_dot_22_bar__plus_00_dot_00 - object
        Egg_bar__minus_02_dot_38_bar__plus_00_dot_87_bar__plus_00_dot_41 - object
        Fork_bar__plus_00_dot_76_bar__plus_00_dot_50_bar__minus_01_dot_05 - object
        Fork_bar__plus_02_dot_59_bar__plus_01_dot_49_bar__plus_00_dot_28 - object
        Ladle_bar__plus_02_dot_50_bar__plus_00_dot_15_bar__plus_00_dot_66 - object
        Ladle_bar__minus_01_dot_35_bar__plus_00_dot_03_bar__plus_00_dot_82 - object
        Lettuce_bar__plus_02_dot_78_bar__plus_01_dot_43_bar__plus_01_dot_30 - object
        Lettuce_bar__minus_01_dot_73_bar__plus_00_dot_84_bar__minus_00_dot_28 - object
        Plate_bar__minus_02_dot_90_bar__plus_00_dot_75_bar__plus_00_dot_78 - object
        Pot_bar__minus_00_dot_12_bar__plus_01_dot_22_bar__minus_02_dot_50 - object
        SaltShaker_bar__minus_00_dot_04_bar__plus_01_dot_23_bar__minus_02_dot_11 - object
        SaltShaker_bar__minus_00_dot_04_bar__plus_01_dot_00_bar__minus_01_dot_13 - object
        Cabinet_bar__plus_01_dot_66_bar__plus_02_dot_05_bar__plus_00_dot_67 - receptacle
        Cabinet_bar__plus_01_dot_66_bar__plus_02_dot_05_bar__minus_00_dot_61 - receptacle
        Cabinet_bar__plus_01_dot_66_bar__plus_02_dot_06_bar__plus_00_dot_19 - receptacle
        Cabinet_bar__plus_01_dot_66_bar__plus_02_dot_06_bar__minus_00_dot_59 - receptacle
        CounterTop_bar__plus_00_dot_99_bar__plus_00_dot_95_bar__plus_01_dot_02 - receptacle
        CounterTop_bar__plus_00_dot_99_bar__plus_00_dot_95_bar__minus_01_dot_52 - receptacle
        Fridge_bar__minus_00_dot_53_bar__plus_00_dot_00_bar__minus_01_dot_55 - receptacle
        loc_bar_2_bar_0_bar_1_bar__minus_30 - location
        loc_bar_2_bar__minus_3_bar_2_bar_30 - location
        loc_bar_3_bar__minus_3_bar_1_bar_0 - location
        loc_bar_4_bar_0_bar_1_bar__minus_30 - location
        loc_bar_4_bar_1_bar_0_bar_30 - location
        loc_bar_4_bar_1_bar_1_bar_0 - location
        loc_bar__minus_2_bar__minus_2_bar_2_bar_0 - location
        loc_bar__minus_8_bar_9_bar_2_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_8_bar_9_bar_2_bar_30)
        (receptacleType Cabinet_bar__plus_01_dot_66_bar__plus_02_dot_05_bar__plus_00_dot_67 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_66_bar__plus_02_dot_05_bar__plus_00_dot_67 loc_bar_4_bar_1_bar_1_bar_0)
        (openable Cabinet_bar__plus_01_dot_66_bar__plus_02_dot_05_bar__plus_00_dot_67)
        (receptacleType Cabinet_bar__plus_01_dot_66_bar__plus_02_dot_05_bar__minus_00_dot_61 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_66_bar__plus_02_dot_05_bar__minus_00_dot_61 loc_bar_3_bar__minus_3_bar_1_bar_0)
        (openable Cabinet_bar__plus_01_dot_66_bar__plus_02_dot_05_bar__minus_00_dot_61)
        (receptacleType Cabinet_bar__plus_01_dot_66_bar__plus_02_dot_06_bar__plus_00_dot_19 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_66_bar__plus_02_dot_06_bar__plus_00_dot_19 loc_bar_4_bar_0_bar_1_bar__minus_30)
        (openable Cabinet_bar__plus_01_dot_66_bar__plus_02_dot_06_bar__plus_00_dot_19)
        (receptacleType Cabinet_bar__plus_01_dot_66_bar__plus_02_dot_06_bar__minus_00_dot_59 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_66_bar__plus_02_dot_06_bar__minus_00_dot_59 loc_bar_2_bar_0_bar_1_bar__minus_30)
        (openable Cabinet_bar__plus_01_dot_66_bar__plus_02_dot_06_bar__minus_00_dot_59)
        (receptacleType CounterTop_bar__plus_00_dot_99_bar__plus_00_dot_95_bar__plus_01_dot_02 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_00_dot_99_bar__plus_00_dot_95_bar__plus_01_dot_02 loc_bar_4_bar_1_bar_0_bar_30)
        (receptacleType CounterTop_bar__plus_00_dot_99_bar__plus_00_dot_95_bar__minus_01_dot_52 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_00_dot_99_bar__plus_00_dot_95_bar__minus_01_dot_52 loc_bar_2_bar__minus_3_bar_2_bar_30)
        (receptacleType Fridge_bar__minus_00_dot_53_bar__plus_00_dot_00_bar__minus_01_dot_55 FridgeType)
        (receptacleAtLocation Fridge_bar__minus_00_dot_53_bar__plus_00_dot_00_bar__minus_01_dot_55 loc_bar__minus_2_bar__minus_2_bar_2_bar_0)
        (openable Fridge_bar__minus_00_dot_53_bar__plus_00_dot_00_bar__minus_01_dot_55)
        (canContain CabinetType BowlType)
        (canContain CabinetType LadleType)
        (canContain CabinetType PepperShakerType)
        (canContain CabinetType PlateType)
        (canContain CabinetType PotType)
        (canContain CabinetType SaltShakerType)
        (canContain CounterTopType BowlType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType EggType)
        (canContain CounterTopType ForkType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType LadleType)
        (canContain CounterTopType LettuceType)
        (canContain CounterTopType PepperShakerType)
        (canContain CounterTopType PlateType)
        (canContain CounterTopType PotType)
        (canContain CounterTopType SaltShakerType)
        (canContain FridgeType BowlType)
        (canContain FridgeType EggType)
        (canContain FridgeType LettuceType)
        (canContain FridgeType PlateType)
        (canContain FridgeType PotType)
        (canContain MicrowaveType BowlType)
        (canContain MicrowaveType EggType)
        (canContain MicrowaveType PlateType)
        (canContain SinkBasinType BowlType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType EggType)
        (canContain SinkBasinType ForkType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType LadleType)
        (canContain SinkBasinType LettuceType)
        (canContain SinkBasinType PlateType)
        (canContain SinkBasinType PotType)
        (objectType PepperShaker_bar__minus_02_dot_01_bar__plus_00_dot_53_bar__minus_00_dot_46 PepperShakerType)
        (inReceptacle PepperShaker_bar__minus_02_dot_01_bar__plus_00_dot_53_bar__minus_00_dot_46 Cabinet_bar__plus_01_dot_66_bar__plus_02_dot_05_bar__plus_00_dot_67)
        (objectAtLocation PepperShaker_bar__minus_02_dot_01_bar__plus_00_dot_53_bar__minus_00_dot_46 loc_bar_4_bar_1_bar_1_bar_0)
        (pickupable PepperShaker_bar__minus_02_dot_01_bar__plus_00_dot_53_bar__minus_00_dot_46)
        (objectType Bowl_bar__minus_01_dot_72_bar__plus_00_dot_42_bar__plus_00_dot_46 BowlType)
        (inReceptacle Bowl_bar__minus_01_dot_72_bar__plus_00_dot_42_bar__plus_00_dot_46 Fridge_bar__minus_00_dot_53_bar__plus_00_dot_00_bar__minus_01_dot_55)
        (objectAtLocation Bowl_bar__minus_01_dot_72_bar__plus_00_dot_42_bar__plus_00_dot_46 loc_bar__minus_2_bar__minus_2_bar_2_bar_0)
        (pickupable Bowl_bar__minus_01_dot_72_bar__plus_00_dot_42_bar__plus_00_dot_46)
        (cleanable Bowl_bar__minus_01_dot_72_bar__plus_00_dot_42_bar__plus_00_dot_46)
        (coolable Bowl_bar__minus_01_dot_72_bar__plus_00_dot_42_bar__plus_00_dot_46)
        (isReceptacleObject Bowl_bar__minus_01_dot_72_bar__plus_00_dot_42_bar__plus_00_dot_46)
        (objectType Bowl_bar__minus_01_dot_40_bar__plus_01_dot_10_bar__minus_00_dot_09 BowlType)
        (inReceptacle Bowl_bar__minus_01_dot_40_bar__plus_01_dot_10_bar__minus_00_dot_09 Cabinet_bar__plus_01_dot_66_bar__plus_02_dot_05_bar__minus_00_dot_61)
        (objectAtLocation Bowl_bar__minus_01_dot_40_bar__plus_01_dot_10_bar__minus_00_dot_09 loc_bar_3_bar__minus_3_bar_1_bar_0)
        (pickupable Bowl_bar__minus_01_dot_40_bar__plus_01_dot_10_bar__minus_00_dot_09)
        (cleanable Bowl_bar__minus_01_dot_40_bar__plus_01_dot_10_bar__minus_00_dot_09)
        (coolable Bowl_bar__minus_01_dot_40_bar__plus_01_dot_10_bar__minus_00_dot_09)
        (isReceptacleObject Bowl_bar__minus_01_dot_40_bar__plus_01_dot_10_bar__minus_00_dot_09)
        (objectType Egg_bar__plus_00_dot_89_bar__plus_00_dot_22_bar__plus_00_dot_00 EggType)
        (inReceptacle Egg_bar__plus_00_dot_89_bar__plus_00_dot_22_bar__plus_00_dot_00 CounterTop_bar__plus_00_dot_99_bar__plus_00_dot_95_bar__minus_01_dot_52)
        (objectAtLocation Egg_bar__plus_00_dot_89_bar__plus_00_dot_22_bar__plus_00_dot_00 loc_bar_2_bar__minus_3_bar_2_bar_30)
        (pickupable Egg_bar__plus_00_dot_89_bar__plus_00_dot_22_bar__plus_00_dot_00)
        (cleanable Egg_bar__plus_00_dot_89_bar__plus_00_dot_22_bar__plus_00_dot_00)
        (heatable Egg_bar__plus_00_dot_89_bar__plus_00_dot_22_bar__plus_00_dot_00)
        (coolable Egg_bar__plus_00_dot_89_bar__plus_00_dot_22_bar__plus_00_dot_00)
        (sliceable Egg_bar__plus_00_dot_89_bar__plus_00_dot_22_bar__plus_00_dot_00)
        (objectType Egg_bar__minus_02_dot_38_bar__plus_00_dot_87_bar__plus_00_dot_41 EggType)
        (inReceptacle Egg_bar__minus_02_dot_38_bar__plus_00_dot_87_bar__plus_00_dot_41 CounterTop_bar__plus_00_dot_99_bar__plus_00_dot_95_bar__minus_01_dot_52)
        (objectAtLocation Egg_bar__minus_02_dot_38_bar__plus_00_dot_87_bar__plus_00_dot_41 loc_bar_2_bar__minus_3_bar_2_bar_30)
        (pickupable Egg_bar__minus_02_dot_38_bar__plus_00_dot_87_bar__plus_00_dot_41)
        (cleanable Egg_bar__minus_02_dot_38_bar__plus_00_dot_87_bar__plus_00_dot_41)
        (heatable Egg_bar__minus_02_dot_38_bar__plus_00_dot_87_bar__plus_00_dot_41)
        (coolable Egg_bar__minus_02_dot_38_bar__plus_00_dot_87_bar__plus_00_dot_41)
        (sliceable Egg_bar__minus_02_dot_38_bar__plus_00_dot_87_bar__plus_00_dot_41)
        (objectType Fork_bar__plus_00_dot_76_bar__plus_00_dot_50_bar__minus_01_dot_05 ForkType)
        (inReceptacle Fork_bar__plus_00_dot_76_bar__plus_00_dot_50_bar__minus_01_dot_05 CounterTop_bar__plus_00_dot_99_bar__plus_00_dot_95_bar__plus_01_dot_02)
        (objectAtLocation Fork_bar__plus_00_dot_76_bar__plus_00_dot_50_bar__minus_01_dot_05 loc_bar_4_bar_1_bar_0_bar_30)
        (pickupable Fork_bar__plus_00_dot_76_bar__plus_00_dot_50_bar__minus_01_dot_05)
        (cleanable Fork_bar__plus_00_dot_76_bar__plus_00_dot_50_bar__minus_01_dot_05)
        (objectType Fork_bar__plus_02_dot_59_bar__plus_01_dot_49_bar__plus_00_dot_28 ForkType)
        (inReceptacle Fork_bar__plus_02_dot_59_bar__plus_01_dot_49_bar__plus_00_dot_28 CounterTop_bar__plus_00_dot_99_bar__plus_00_dot_95_bar__minus_01_dot_52)
        (objectAtLocation Fork_bar__plus_02_dot_59_bar__plus_01_dot_49_bar__plus_00_dot_28 loc_bar_2_bar__minus_3_bar_2_bar_30)
        (pickupable Fork_bar__plus_02_dot_59_bar__plus_01_dot_49_bar__plus_00_dot_28)
        (cleanable Fork_bar__plus_02_dot_59_bar__plus_01_dot_49_bar__plus_00_dot_28)
        (objectType Ladle_bar__plus_02_dot_50_bar__plus_00_dot_15_bar__plus_00_dot_66 LadleType)
        (inReceptacle Ladle_bar__plus_02_dot_50_bar__plus_00_dot_15_bar__plus_00_dot_66 Cabinet_bar__plus_01_dot_66_bar__plus_02_dot_05_bar__minus_00_dot_61)
        (objectAtLocation Ladle_bar__plus_02_dot_50_bar__plus_00_dot_15_bar__plus_00_dot_66 loc_bar_3_bar__minus_3_bar_1_bar_0)
        (pickupable Ladle_bar__plus_02_dot_50_bar__plus_00_dot_15_bar__plus_00_dot_66)
        (cleanable Ladle_bar__plus_02_dot_50_bar__plus_00_dot_15_bar__plus_00_dot_66)
        (objectType Ladle_bar__minus_01_dot_35_bar__plus_00_dot_03_bar__plus_00_dot_82 LadleType)
        (inReceptacle Ladle_bar__minus_01_dot_35_bar__plus_00_dot_03_bar__plus_00_dot_82 CounterTop_bar__plus_00_dot_99_bar__plus_00_dot_95_bar__plus_01_dot_02)
        (objectAtLocation Ladle_bar__minus_01_dot_35_bar__plus_00_dot_03_bar__plus_00_dot_82 loc_bar_4_bar_1_bar_0_bar_30)
        (pickupable Ladle_bar__minus_01_dot_35_bar__plus_00_dot_03_bar__plus_00_dot_82)
        (cleanable Ladle_bar__minus_01_dot_35_bar__plus_00_dot_03_bar__plus_00_dot_82)
        (objectType Lettuce_bar__plus_02_dot_78_bar__plus_01_dot_43_bar__plus_01_dot_30 LettuceType)
        (inReceptacle Lettuce_bar__plus_02_dot_78_bar__plus_01_dot_43_bar__plus_01_dot_30 Fridge_bar__minus_00_dot_53_bar__plus_00_dot_00_bar__minus_01_dot_55)
        (objectAtLocation Lettuce_bar__plus_02_dot_78_bar__plus_01_dot_43_bar__plus_01_dot_30 loc_bar__minus_2_bar__minus_2_bar_2_bar_0)
        (pickupable Lettuce_bar__plus_02_dot_78_bar__plus_01_dot_43_bar__plus_01_dot_30)
        (cleanable Lettuce_bar__plus_02_dot_78_bar__plus_01_dot_43_bar__plus_01_dot_30)
        (coolable Lettuce_bar__plus_02_dot_78_bar__plus_01_dot_43_bar__plus_01_dot_30)
        (sliceable Lettuce_bar__plus_02_dot_78_bar__plus_01_dot_43_bar__plus_01_dot_30)
        (objectType Lettuce_bar__minus_01_dot_73_bar__plus_00_dot_84_bar__minus_00_dot_28 LettuceType)
        (inReceptacle Lettuce_bar__minus_01_dot_73_bar__plus_00_dot_84_bar__minus_00_dot_28 CounterTop_bar__plus_00_dot_99_bar__plus_00_dot_95_bar__minus_01_dot_52)
        (objectAtLocation Lettuce_bar__minus_01_dot_73_bar__plus_00_dot_84_bar__minus_00_dot_28 loc_bar_2_bar__minus_3_bar_2_bar_30)
        (pickupable Lettuce_bar__minus_01_dot_73_bar__plus_00_dot_84_bar__minus_00_dot_28)
        (cleanable Lettuce_bar__minus_01_dot_73_bar__plus_00_dot_84_bar__minus_00_dot_28)
        (coolable Lettuce_bar__minus_01_dot_73_bar__plus_00_dot_84_bar__minus_00_dot_28)
        (sliceable Lettuce_bar__minus_01_dot_73_bar__plus_00_dot_84_bar__minus_00_dot_28)
        (objectType Plate_bar__minus_02_dot_90_bar__plus_00_dot_75_bar__plus_00_dot_78 PlateType)
        (inReceptacle Plate_bar__minus_02_dot_90_bar__plus_00_dot_75_bar__plus_00_dot_78 CounterTop_bar__plus_00_dot_99_bar__plus_00_dot_95_bar__minus_01_dot_52)
        (objectAtLocation Plate_bar__minus_02_dot_90_bar__plus_00_dot_75_bar__plus_00_dot_78 loc_bar_2_bar__minus_3_bar_2_bar_30)
        (pickupable Plate_bar__minus_02_dot_90_bar__plus_00_dot_75_bar__plus_00_dot_78)
        (cleanable Plate_bar__minus_02_dot_90_bar__plus_00_dot_75_bar__plus_00_dot_78)
        (heatable Plate_bar__minus_02_dot_90_bar__plus_00_dot_75_bar__plus_00_dot_78)
        (coolable Plate_bar__minus_02_dot_90_bar__plus_00_dot_75_bar__plus_00_dot_78)
        (isReceptacleObject Plate_bar__minus_02_dot_90_bar__plus_00_dot_75_bar__plus_00_dot_78)
        (objectType Pot_bar__minus_00_dot_12_bar__plus_01_dot_22_bar__minus_02_dot_50 PotType)
        (inReceptacle Pot_bar__minus_00_dot_12_bar__plus_01_dot_22_bar__minus_02_dot_50 Cabinet_bar__plus_01_dot_66_bar__plus_02_dot_06_bar__plus_00_dot_19)
        (objectAtLocation Pot_bar__minus_00_dot_12_bar__plus_01_dot_22_bar__minus_02_dot_50 loc_bar_4_bar_0_bar_1_bar__minus_30)
        (pickupable Pot_bar__minus_00_dot_12_bar__plus_01_dot_22_bar__minus_02_dot_50)
        (cleanable Pot_bar__minus_00_dot_12_bar__plus_01_dot_22_bar__minus_02_dot_50)
        (coolable Pot_bar__minus_00_dot_12_bar__plus_01_dot_22_bar__minus_02_dot_50)
        (isReceptacleObject Pot_bar__minus_00_dot_12_bar__plus_01_dot_22_bar__minus_02_dot_50)
        (objectType SaltShaker_bar__minus_00_dot_04_bar__plus_01_dot_23_bar__minus_02_dot_11 SaltShakerType)
        (inReceptacle SaltShaker_bar__minus_00_dot_04_bar__plus_01_dot_23_bar__minus_02_dot_11 Cabinet_bar__plus_01_dot_66_bar__plus_02_dot_06_bar__minus_00_dot_59)
        (objectAtLocation SaltShaker_bar__minus_00_dot_04_bar__plus_01_dot_23_bar__minus_02_dot_11 loc_bar_2_bar_0_bar_1_bar__minus_30)
        (pickupable SaltShaker_bar__minus_00_dot_04_bar__plus_01_dot_23_bar__minus_02_dot_11)
        (objectType SaltShaker_bar__minus_00_dot_04_bar__plus_01_dot_00_bar__minus_01_dot_13 SaltShakerType)
        (inReceptacle SaltShaker_bar__minus_00_dot_04_bar__plus_01_dot_00_bar__minus_01_dot_13 Cabinet_bar__plus_01_dot_66_bar__plus_02_dot_06_bar__minus_00_dot_59)
        (objectAtLocation SaltShaker_bar__minus_00_dot_04_bar__plus_01_dot_00_bar__minus_01_dot_13 loc_bar_2_bar_0_bar_1_bar__minus_30)
        (pickupable SaltShaker_bar__minus_00_dot_04_bar__plus_01_dot_00_bar__minus_01_dot_13)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o PepperShakerType)
                            (receptacleType ?r CounterTopType)
                        )
                    )
                )
            )
        )
    )
