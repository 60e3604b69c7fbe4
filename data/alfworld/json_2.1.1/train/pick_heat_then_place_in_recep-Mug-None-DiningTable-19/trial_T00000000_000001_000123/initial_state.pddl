(define (problem plan_trial_T00000000_000001_000123)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        DiningTableType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        AppleType - otype
        ButterKnifeType - otype
        KnifeType - otype
        MugType - otype
        PotType - otype
        SaltShakerType - otype
        Mug_bar__minus_01_dot_49_bar__plus_00_dot_30_bar__minus_00_dot_96 - object
        Apple_bar__minus_01_dot_39_bar__plus_01_dot_30_bar__plus_00_dot_37 - object
        Knife_bar__minus_00_dot_62_bar__plus_00_dot_59_bar__minus_01_dot_33 - object
        Pot_bar__minus_00_dot_74_bar__plus_00_dot_42_bar__minus_02_dot_18 - object
        Pot_bar__minus_01_dot_72_bar__plus_01_dot_04_bar__plus_02_dot_03 - object
        SaltShaker_bar__minus_00_dot_12_bar__plus_00_dot_61_bar__minus_01_dot_16 - object
        Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_00_dot_45 - receptacle
        Cabinet_bar__minus_01_dot_23_bar__plus_01_dot_81_bar__minus_03_dot_76 - receptacle
        Cabinet_bar__minus_02_dot_15_bar__plus_00_dot_39_bar__minus_03_dot_51 - receptacle
        Cabinet_bar__minus_02_dot_81_bar__plus_01_dot_81_bar__minus_03_dot_76 - receptacle
        DiningTable_bar__minus_02_dot_87_bar__plus_00_dot_68_bar__minus_00_dot_51 - receptacle
        Microwave_bar__minus_00_dot_14_bar__plus_00_dot_90_bar__minus_00_dot_91 - receptacle
        Sink_bar__minus_01_dot_79_bar__plus_00_dot_90_bar__minus_03_dot_75_bar_SinkBasin - receptacle
        loc_bar__minus_4_bar__minus_13_bar_2_bar_0 - location
        loc_bar__minus_4_bar__minus_3_bar_1_bar_30 - location
        loc_bar__minus_5_bar_3_bar_2_bar_30 - location
        loc_bar__minus_6_bar__minus_2_bar_1_bar_30 - location
        loc_bar__minus_7_bar__minus_2_bar_3_bar_30 - location
        loc_bar__minus_8_bar__minus_13_bar_2_bar_30 - location
        loc_bar__minus_9_bar__minus_10_bar_2_bar_30 - location
        loc_bar__minus_9_bar__minus_12_bar_2_bar_0 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_5_bar_3_bar_2_bar_30)
        (receptacleType Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_00_dot_45 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_00_dot_45 loc_bar__minus_6_bar__minus_2_bar_1_bar_30)
        (openable Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_00_dot_45)
        (receptacleType Cabinet_bar__minus_01_dot_23_bar__plus_01_dot_81_bar__minus_03_dot_76 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_23_bar__plus_01_dot_81_bar__minus_03_dot_76 loc_bar__minus_4_bar__minus_13_bar_2_bar_0)
        (openable Cabinet_bar__minus_01_dot_23_bar__plus_01_dot_81_bar__minus_03_dot_76)
        (receptacleType Cabinet_bar__minus_02_dot_15_bar__plus_00_dot_39_bar__minus_03_dot_51 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_15_bar__plus_00_dot_39_bar__minus_03_dot_51 loc_bar__minus_9_bar__minus_10_bar_2_bar_30)
        (openable Cabinet_bar__minus_02_dot_15_bar__plus_00_dot_39_bar__minus_03_dot_51)
        (receptacleType Cabinet_bar__minus_02_dot_81_bar__plus_01_dot_81_bar__minus_03_dot_76 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_81_bar__plus_01_dot_81_bar__minus_03_dot_76 loc_bar__minus_9_bar__minus_12_bar_2_bar_0)
        (openable Cabinet_bar__minus_02_dot_81_bar__plus_01_dot_81_bar__minus_03_dot_76)
        (receptacleType DiningTable_bar__minus_02_dot_87_bar__plus_00_dot_68_bar__minus_00_dot_51 DiningTableType)
        (receptacleAtLocation DiningTable_bar__minus_02_dot_87_bar__plus_00_dot_68_bar__minus_00_dot_51 loc_bar__minus_7_bar__minus_2_bar_3_bar_30)
        (receptacleType Microwave_bar__minus_00_dot_14_bar__plus_00_dot_90_bar__minus_00_dot_91 MicrowaveType)
        (receptacleAtLocation Microwave_bar__minus_00_dot_14_bar__plus_00_dot_90_bar__minus_00_dot_91 loc_bar__minus_4_bar__minus_3_bar_1_bar_30)
        (openable Microwave_bar__minus_00_dot_14_bar__plus_00_dot_90_bar__minus_00_dot_91)
        (receptacleType Sink_bar__minus_01_dot_79_bar__plus_00_dot_90_bar__minus_03_dot_75_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_01_dot_79_bar__plus_00_dot_90_bar__minus_03_dot_75_bar_SinkBasin loc_bar__minus_8_bar__minus_13_bar_2_bar_30)
        (canContain CabinetType MugType)
        (canContain CabinetType PotType)
        (canContain CabinetType SaltShakerType)
        (canContain DiningTableType AppleType)
        (canContain DiningTableType ButterKnifeType)
        (canContain DiningTableType KnifeType)
        (canContain DiningTableType MugType)
        (canContain DiningTableType PotType)
        (canContain DiningTableType SaltShakerType)
        (canContain FridgeType AppleType)
        (canContain FridgeType MugType)
        (canContain FridgeType PotType)
        (canContain MicrowaveType AppleType)
        (canContain MicrowaveType MugType)
        (canContain SinkBasinType AppleType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType MugType)
        (canContain SinkBasinType PotType)
        (objectType Mug_bar__minus_01_dot_49_bar__plus_00_dot_30_bar__minus_00_dot_96 MugType)
        (inReceptacle Mug_bar__minus_01_dot_49_bar__plus_00_dot_30_bar__minus_00_dot_96 Microwave_bar__minus_00_dot_14_bar__plus_00_dot_90_bar__minus_00_dot_91)
        (objectAtLocation Mug_bar__minus_01_dot_49_bar__plus_00_dot_30_bar__minus_00_dot_96 loc_bar__minus_4_bar__minus_3_bar_1_bar_30)
        (pickupable Mug_bar__minus_01_dot_49_bar__plus_00_dot_30_bar__minus_00_dot_96)
        (cleanable Mug_bar__minus_01_dot_49_bar__plus_00_dot_30_bar__minus_00_dot_96)
        (heatable Mug_bar__minus_01_dot_49_bar__plus_00_dot_30_bar__minus_00_dot_96)
        (coolable Mug_bar__minus_01_dot_49_bar__plus_00_dot_30_bar__minus_00_dot_96)
        (isReceptacleObject Mug_bar__minus_01_dot_49_bar__plus_00_dot_30_bar__minus_00_dot_96)
        (objectType Apple_bar__minus_01_dot_39_bar__plus_01_dot_30_bar__plus_00_dot_37 AppleType)
        (inReceptacle Apple_bar__minus_01_dot_39_bar__plus_01_dot_30_bar__plus_00_dot_37 DiningTable_bar__minus_02_dot_87_bar__plus_00_dot_68_bar__minus_00_dot_51)
        (objectAtLocation Apple_bar__minus_01_dot_39_bar__plus_01_dot_30_bar__plus_00_dot_37 loc_bar__minus_7_bar__minus_2_bar_3_bar_30)
        (pickupable Apple_bar__minus_01_dot_39_bar__plus_01_dot_30_bar__plus_00_dot_37)
        (cleanable Apple_bar__minus_01_dot_39_bar__plus_01_dot_30_bar__plus_00_dot_37)
        (heatable Apple_bar__minus_01_dot_39_bar__plus_01_dot_30_bar__plus_00_dot_37)
        (coolable Apple_bar__minus_01_dot_39_bar__plus_01_dot_30_bar__plus_00_dot_37)
        (sliceable Apple_bar__minus_01_dot_39_bar__plus_01_dot_30_bar__plus_00_dot_37)
        (objectType Knife_bar__minus_00_dot_62_bar__plus_00_dot_59_bar__minus_01_dot_33 KnifeType)
        (inReceptacle Knife_bar__minus_00_dot_62_bar__plus_00_dot_59_bar__minus_01_dot_33 Sink_bar__minus_01_dot_79_bar__plus_00_dot_90_bar__minus_03_dot_75_bar_SinkBasin)
        (objectAtLocation Knife_bar__minus_00_dot_62_bar__plus_00_dot_59_bar__minus_01_dot_33 loc_bar__minus_8_bar__minus_13_bar_2_bar_30)
        (pickupable Knife_bar__minus_00_dot_62_bar__plus_00_dot_59_bar__minus_01_dot_33)
        (cleanable Knife_bar__minus_00_dot_62_bar__plus_00_dot_59_bar__minus_01_dot_33)
        (objectType Pot_bar__minus_00_dot_74_bar__plus_00_dot_42_bar__minus_02_dot_18 PotType)
        (inReceptacle Pot_bar__minus_00_dot_74_bar__plus_00_dot_42_bar__minus_02_dot_18 DiningTable_bar__minus_02_dot_87_bar__plus_00_dot_68_bar__minus_00_dot_51)
        (objectAtLocation Pot_bar__minus_00_dot_74_bar__plus_00_dot_42_bar__minus_02_dot_18 loc_bar__minus_7_bar__minus_2_bar_3_bar_30)
        (pickupable Pot_bar__minus_00_dot_74_bar__plus_00_dot_42_bar__minus_02_dot_18)
        (cleanable Pot_bar__minus_00_dot_74_bar__plus_00_dot_42_bar__minus_02_dot_18)
        (coolable Pot_bar__minus_00_dot_74_bar__plus_00_dot_42_bar__minus_02_dot_18)
        (isReceptacleObject Pot_bar__minus_00_dot_74_bar__plus_00_dot_42_bar__minus_02_dot_18)
        (objectType Pot_bar__minus_01_dot_72_bar__plus_01_dot_04_bar__plus_02_dot_03 PotType)
        (inReceptacle Pot_bar__minus_01_dot_72_bar__plus_01_dot_04_bar__plus_02_dot_03 Cabinet_bar__minus_02_dot_15_bar__plus_00_dot_39_bar__minus_03_dot_51)
        (objectAtLocation Pot_bar__minus_01_dot_72_bar__plus_01_dot_04_bar__plus_02_dot_03 loc_bar__minus_9_bar__minus_10_bar_2_bar_30)
        (pickupable Pot_bar__minus_01_dot_72_bar__plus_01_dot_04_bar__plus_02_dot_03)
        (cleanable Pot_bar__minus_01_dot_72_bar__plus_01_dot_04_bar__plus_02_dot_03)
        (coolable Pot_bar__minus_01_dot_72_bar__plus_01_dot_04_bar__plus_02_dot_03)
        (isReceptacleObject Pot_bar__minus_01_dot_72_bar__plus_01_dot_04_bar__plus_02_dot_03)
        (objectType SaltShaker_bar__minus_00_dot_12_bar__plus_00_dot_61_bar__minus_01_dot_16 SaltShakerType)
        (inReceptacle SaltShaker_bar__minus_00_dot_12_bar__plus_00_dot_61_bar__minus_01_dot_16 Cabinet_bar__minus_01_dot_23_bar__plus_01_dot_81_bar__minus_03_dot_76)
        (objectAtLocation SaltShaker_bar__minus_00_dot_12_bar__plus_00_dot_61_bar__minus_01_dot_16 loc_bar__minus_4_bar__minus_13_bar_2_bar_0)
        (pickupable SaltShaker_bar__minus_00_dot_12_bar__plus_00_dot_61_bar__minus_01_dot_16)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (heatable ?o)
                            (objectType ?o MugType)
                            (receptacleType ?r DiningTableType)
                            (isHot ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
