(define (problem plan_trial_T00000000_000001_000188)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        CounterTopType - rtype
        DiningTableType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        BreadType - otype
        ButterKnifeType - otype
        KnifeType - otype
        PepperShakerType - otype
        PotType - otype
        SoapBottleType - otype
        SpatulaType - otype
        Bread_bar__plus_00_dot_53_bar__plus_00_dot_49_bar__plus_00_dot_29 - object
        Knife_bar__plus_01_dot_33_bar__plus_01_dot_25_bar__minus_00_dot_05 - object
        PepperShaker_bar__plus_01_dot_83_bar__plus_01_dot_06_bar__plus_00_dot_11 - object
        Pot_bar__minus_02_dot_29_bar__plus_00_dot_29_bar__plus_00_dot_79 - object
        Pot_bar__plus_01_dot_89_bar__plus_00_dot_81_bar__plus_00_dot_93 - object
        SoapBottle_bar__minus_00_dot_31_bar__plus_01_dot_10_bar__minus_01_dot_55 - object
        Spatula_bar__plus_00_dot_15_bar__plus_01_dot_25_bar__minus_00_dot_30 - object
        Spatula_bar__plus_02_dot_84_bar__plus_00_dot_41_bar__plus_00_dot_18 - object
        Cabinet_bar__minus_00_dot_19_bar__plus_01_dot_21_bar__minus_04_dot_24 - receptacle
        Cabinet_bar__minus_00_dot_61_bar__plus_00_dot_39_bar__minus_03_dot_51 - receptacle
        Cabinet_bar__minus_01_dot_23_bar__plus_01_dot_81_bar__minus_03_dot_76 - receptacle
        Cabinet_bar__minus_02_dot_81_bar__plus_01_dot_81_bar__minus_03_dot_76 - receptacle
        Cabinet_bar__minus_03_dot_02_bar__plus_02_dot_10_bar__minus_01_dot_74 - receptacle
        Cabinet_bar__minus_03_dot_02_bar__plus_02_dot_10_bar__minus_02_dot_68 - receptacle
        CounterTop_bar__minus_01_dot_79_bar__plus_00_dot_95_bar__minus_03_dot_80 - receptacle
        DiningTable_bar__minus_02_dot_87_bar__plus_00_dot_68_bar__minus_00_dot_51 - receptacle
        Fridge_bar__minus_03_dot_19_bar__plus_00_dot_00_bar__minus_02_dot_19 - receptacle
        Microwave_bar__minus_00_dot_14_bar__plus_00_dot_90_bar__minus_00_dot_91 - receptacle
        loc_bar__minus_10_bar__minus_11_bar_1_bar_30 - location
        loc_bar__minus_4_bar__minus_13_bar_2_bar_0 - location
        loc_bar__minus_4_bar__minus_13_bar_2_bar_30 - location
        loc_bar__minus_4_bar__minus_3_bar_1_bar_30 - location
        loc_bar__minus_5_bar__minus_10_bar_2_bar_30 - location
        loc_bar__minus_5_bar__minus_13_bar_1_bar_0 - location
        loc_bar__minus_7_bar__minus_2_bar_3_bar_30 - location
        loc_bar__minus_8_bar__minus_11_bar_3_bar__minus_30 - location
        loc_bar__minus_8_bar__minus_9_bar_3_bar__minus_30 - location
        loc_bar__minus_9_bar__minus_12_bar_2_bar_0 - location
        loc_bar__minus_9_bar__minus_9_bar_3_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_10_bar__minus_11_bar_1_bar_30)
        (receptacleType Cabinet_bar__minus_00_dot_19_bar__plus_01_dot_21_bar__minus_04_dot_24 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_19_bar__plus_01_dot_21_bar__minus_04_dot_24 loc_bar__minus_5_bar__minus_13_bar_1_bar_0)
        (openable Cabinet_bar__minus_00_dot_19_bar__plus_01_dot_21_bar__minus_04_dot_24)
        (receptacleType Cabinet_bar__minus_00_dot_61_bar__plus_00_dot_39_bar__minus_03_dot_51 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_61_bar__plus_00_dot_39_bar__minus_03_dot_51 loc_bar__minus_5_bar__minus_10_bar_2_bar_30)
        (openable Cabinet_bar__minus_00_dot_61_bar__plus_00_dot_39_bar__minus_03_dot_51)
        (receptacleType Cabinet_bar__minus_01_dot_23_bar__plus_01_dot_81_bar__minus_03_dot_76 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_23_bar__plus_01_dot_81_bar__minus_03_dot_76 loc_bar__minus_4_bar__minus_13_bar_2_bar_0)
        (openable Cabinet_bar__minus_01_dot_23_bar__plus_01_dot_81_bar__minus_03_dot_76)
        (receptacleType Cabinet_bar__minus_02_dot_81_bar__plus_01_dot_81_bar__minus_03_dot_76 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_81_bar__plus_01_dot_81_bar__minus_03_dot_76 loc_bar__minus_9_bar__minus_12_bar_2_bar_0)
        (openable Cabinet_bar__minus_02_dot_81_bar__plus_01_dot_81_bar__minus_03_dot_76)
        (receptacleType Cabinet_bar__minus_03_dot_02_bar__plus_02_dot_10_bar__minus_01_dot_74 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_03_dot_02_bar__plus_02_dot_10_bar__minus_01_dot_74 loc_bar__minus_8_bar__minus_9_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_03_dot_02_bar__plus_02_dot_10_bar__minus_01_dot_74)
        (receptacleType Cabinet_bar__minus_03_dot_02_bar__plus_02_dot_10_bar__minus_02_dot_68 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_03_dot_02_bar__plus_02_dot_10_bar__minus_02_dot_68 loc_bar__minus_8_bar__minus_11_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_03_dot_02_bar__plus_02_dot_10_bar__minus_02_dot_68)
        (receptacleType CounterTop_bar__minus_01_dot_79_bar__plus_00_dot_95_bar__minus_03_dot_80 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_01_dot_79_bar__plus_00_dot_95_bar__minus_03_dot_80 loc_bar__minus_4_bar__minus_13_bar_2_bar_30)
        (receptacleType DiningTable_bar__minus_02_dot_87_bar__plus_00_dot_68_bar__minus_00_dot_51 DiningTableType)
        (receptacleAtLocation DiningTable_bar__minus_02_dot_87_bar__plus_00_dot_68_bar__minus_00_dot_51 loc_bar__minus_7_bar__minus_2_bar_3_bar_30)
        (receptacleType Fridge_bar__minus_03_dot_19_bar__plus_00_dot_00_bar__minus_02_dot_19 FridgeType)
        (receptacleAtLocation Fridge_bar__minus_03_dot_19_bar__plus_00_dot_00_bar__minus_02_dot_19 loc_bar__minus_9_bar__minus_9_bar_3_bar_30)
        (openable Fridge_bar__minus_03_dot_19_bar__plus_00_dot_00_bar__minus_02_dot_19)
        (receptacleType Microwave_bar__minus_00_dot_14_bar__plus_00_dot_90_bar__minus_00_dot_91 MicrowaveType)
        (receptacleAtLocation Microwave_bar__minus_00_dot_14_bar__plus_00_dot_90_bar__minus_00_dot_91 loc_bar__minus_4_bar__minus_3_bar_1_bar_30)
        (openable Microwave_bar__minus_00_dot_14_bar__plus_00_dot_90_bar__minus_00_dot_91)
        (canContain CabinetType PepperShakerType)
        (canContain CabinetType PotType)
        (canContain CabinetType SoapBottleType)
        (canContain CounterTopType BreadType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType PepperShakerType)
        (canContain CounterTopType PotType)
        (canContain CounterTopType SoapBottleType)
        (canContain CounterTopType SpatulaType)
        (canContain DiningTableType BreadType)
        (canContain DiningTableType ButterKnifeType)
        (canContain DiningTableType KnifeType)
        (canContain DiningTableType PepperShakerType)
        (canContain DiningTableType PotType)
        (canContain DiningTableType SoapBottleType)
        (canContain DiningTableType SpatulaType)
        (canContain FridgeType BreadType)
        (canContain FridgeType PotType)
        (canContain MicrowaveType BreadType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType PotType)
        (canContain SinkBasinType SpatulaType)
        (objectType Bread_bar__plus_00_dot_53_bar__plus_00_dot_49_bar__plus_00_dot_29 BreadType)
        (inReceptacle Bread_bar__plus_00_dot_53_bar__plus_00_dot_49_bar__plus_00_dot_29 Microwave_bar__minus_00_dot_14_bar__plus_00_dot_90_bar__minus_00_dot_91)
        (objectAtLocation Bread_bar__plus_00_dot_53_bar__plus_00_dot_49_bar__plus_00_dot_29 loc_bar__minus_4_bar__minus_3_bar_1_bar_30)
        (pickupable Bread_bar__plus_00_dot_53_bar__plus_00_dot_49_bar__plus_00_dot_29)
        (heatable Bread_bar__plus_00_dot_53_bar__plus_00_dot_49_bar__plus_00_dot_29)
        (coolable Bread_bar__plus_00_dot_53_bar__plus_00_dot_49_bar__plus_00_dot_29)
        (sliceable Bread_bar__plus_00_dot_53_bar__plus_00_dot_49_bar__plus_00_dot_29)
        (objectType Knife_bar__plus_01_dot_33_bar__plus_01_dot_25_bar__minus_00_dot_05 KnifeType)
        (inReceptacle Knife_bar__plus_01_dot_33_bar__plus_01_dot_25_bar__minus_00_dot_05 CounterTop_bar__minus_01_dot_79_bar__plus_00_dot_95_bar__minus_03_dot_80)
        (objectAtLocation Knife_bar__plus_01_dot_33_bar__plus_01_dot_25_bar__minus_00_dot_05 loc_bar__minus_4_bar__minus_13_bar_2_bar_30)
        (pickupable Knife_bar__plus_01_dot_33_bar__plus_01_dot_25_bar__minus_00_dot_05)
        (cleanable Knife_bar__plus_01_dot_33_bar__plus_01_dot_25_bar__minus_00_dot_05)
        (objectType PepperShaker_bar__plus_01_dot_83_bar__plus_01_dot_06_bar__plus_00_dot_11 PepperShakerType)
        (inReceptacle PepperShaker_bar__plus_01_dot_83_bar__plus_01_dot_06_bar__plus_00_dot_11 Cabinet_bar__minus_00_dot_19_bar__plus_01_dot_21_bar__minus_04_dot_24)
        (objectAtLocation PepperShaker_bar__plus_01_dot_83_bar__plus_01_dot_06_bar__plus_00_dot_11 loc_bar__minus_5_bar__minus_13_bar_1_bar_0)
        (pickupable PepperShaker_bar__plus_01_dot_83_bar__plus_01_dot_06_bar__plus_00_dot_11)
        (objectType Pot_bar__minus_02_dot_29_bar__plus_00_dot_29_bar__plus_00_dot_79 PotType)
        (inReceptacle Pot_bar__minus_02_dot_29_bar__plus_00_dot_29_bar__plus_00_dot_79 DiningTable_bar__minus_02_dot_87_bar__plus_00_dot_68_bar__minus_00_dot_51)
        (objectAtLocation Pot_bar__minus_02_dot_29_bar__plus_00_dot_29_bar__plus_00_dot_79 loc_bar__minus_7_bar__minus_2_bar_3_bar_30)
        (pickupable Pot_bar__minus_02_dot_29_bar__plus_00_dot_29_bar__plus_00_dot_79)
        (cleanable Pot_bar__minus_02_dot_29_bar__plus_00_dot_29_bar__plus_00_dot_79)
        (coolable Pot_bar__minus_02_dot_29_bar__plus_00_dot_29_bar__plus_00_dot_79)
        (isReceptacleObject Pot_bar__minus_02_dot_29_bar__plus_00_dot_29_bar__plus_00_dot_79)
        (objectType Pot_bar__plus_01_dot_89_bar__plus_00_dot_81_bar__plus_00_dot_93 PotType)
        (inReceptacle Pot_bar__plus_01_dot_89_bar__plus_00_dot_81_bar__plus_00_dot_93 Cabinet_bar__minus_03_dot_02_bar__plus_02_dot_10_bar__minus_01_dot_74)
        (objectAtLocation Pot_bar__plus_01_dot_89_bar__plus_00_dot_81_bar__plus_00_dot_93 loc_bar__minus_8_bar__minus_9_bar_3_bar__minus_30)
        (pickupable Pot_bar__plus_01_dot_89_bar__plus_00_dot_81_bar__plus_00_dot_93)
        (cleanable Pot_bar__plus_01_dot_89_bar__plus_00_dot_81_bar__plus_00_dot_93)
        (coolable Pot_bar__plus_01_dot_89_bar__plus_00_dot_81_bar__plus_00_dot_93)
        (isReceptacleObject Pot_bar__plus_01_dot_89_bar__plus_00_dot_81_bar__plus_00_dot_93)
        (objectType SoapBottle_bar__minus_00_dot_31_bar__plus_01_dot_10_bar__minus_01_dot_55 SoapBottleType)
        (inReceptacle SoapBottle_bar__minus_00_dot_31_bar__plus_01_dot_10_bar__minus_01_dot_55 Cabinet_bar__minus_03_dot_02_bar__plus_02_dot_10_bar__minus_01_dot_74)
        (objectAtLocation SoapBottle_bar__minus_00_dot_31_bar__plus_01_dot_10_bar__minus_01_dot_55 loc_bar__minus_8_bar__minus_9_bar_3_bar__minus_30)
        (pickupable SoapBottle_bar__minus_00_dot_31_bar__plus_01_dot_10_bar__minus_01_dot_55)
        (objectType Spatula_bar__plus_00_dot_15_bar__plus_01_dot_25_bar__minus_00_dot_30 SpatulaType)
        (inReceptacle Spatula_bar__plus_00_dot_15_bar__plus_01_dot_25_bar__minus_00_dot_30 DiningTable_bar__minus_02_dot_87_bar__plus_00_dot_68_bar__minus_00_dot_51)
        (objectAtLocation Spatula_bar__plus_00_dot_15_bar__plus_01_dot_25_bar__minus_00_dot_30 loc_bar__minus_7_bar__minus_2_bar_3_bar_30)
        (pickupable Spatula_bar__plus_00_dot_15_bar__plus_01_dot_25_bar__minus_00_dot_30)
        (cleanable Spatula_bar__plus_00_dot_15_bar__plus_01_dot_25_bar__minus_00_dot_30)
        (objectType Spatula_bar__plus_02_dot_84_bar__plus_00_dot_41_bar__plus_00_dot_18 SpatulaType)
        (inReceptacle Spatula_bar__plus_02_dot_84_bar__plus_00_dot_41_bar__plus_00_dot_18 CounterTop_bar__minus_01_dot_79_bar__plus_00_dot_95_bar__minus_03_dot_80)
        (objectAtLocation Spatula_bar__plus_02_dot_84_bar__plus_00_dot_41_bar__plus_00_dot_18 loc_bar__minus_4_bar__minus_13_bar_2_bar_30)
        (pickupable Spatula_bar__plus_02_dot_84_bar__plus_00_dot_41_bar__plus_00_dot_18)
        (cleanable Spatula_bar__plus_02_dot_84_bar__plus_00_dot_41_bar__plus_00_dot_18)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (coolable ?o)
                            (objectType ?o BreadType)
                            (receptacleType ?r DiningTableType)
                            (isCool ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
