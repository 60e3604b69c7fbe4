(define (problem plan_trial_T00000000_000001_000135)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        CounterTopType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        ButterKnifeType - otype
        ForkType - otype
        KnifeType - otype
        LadleType - otype
        PanType - otype
        PotType - otype
        SoapBottleType - otype
        TomatoType - otype
        Tomato_bar__minus_01_dot_92_bar__plus_01_dot_03_bar__minus_00_dot_58 - object
        Tomato_bar__plus_01_dot_27_bar__plus_01_dot_05_bar__minus_02_dot_01 - object
        Fork_bar__minus_01_dot_62_bar__plus_01_dot_19_bar__minus_02_dot_78 - object
        Fork_bar__plus_01_dot_90_bar__plus_01_dot_45_bar__minus_02_dot_39 - object
        Ladle_bar__plus_00_dot_52_bar__plus_00_dot_97_bar__plus_01_dot_14 - object
        Pan_bar__minus_01_dot_01_bar__plus_00_dot_61_bar__minus_01_dot_78 - object
        Pan_bar__minus_02_dot_24_bar__plus_01_dot_18_bar__minus_00_dot_69 - object
        Pot_bar__plus_01_dot_02_bar__plus_00_dot_82_bar__minus_02_dot_72 - object
        SoapBottle_bar__minus_00_dot_03_bar__plus_01_dot_05_bar__plus_02_dot_98 - object
        Cabinet_bar__plus_02_dot_47_bar__plus_00_dot_38_bar__minus_01_dot_34 - receptacle
        Cabinet_bar__plus_02_dot_75_bar__plus_02_dot_22_bar__plus_00_dot_02 - receptacle
        Cabinet_bar__plus_02_dot_75_bar__plus_02_dot_22_bar__minus_00_dot_84 - receptacle
        Cabinet_bar__minus_00_dot_82_bar__plus_02_dot_22_bar__plus_01_dot_60 - receptacle
        CounterTop_bar__minus_00_dot_81_bar__plus_01_dot_06_bar__plus_02_dot_19 - receptacle
        Fridge_bar__minus_00_dot_91_bar__plus_00_dot_00_bar__minus_00_dot_41 - receptacle
        Microwave_bar__plus_01_dot_94_bar__plus_01_dot_75_bar__minus_01_dot_83 - receptacle
        Sink_bar__minus_00_dot_72_bar__plus_01_dot_02_bar__plus_01_dot_33_bar_SinkBasin - receptacle
        loc_bar_0_bar_5_bar_3_bar__minus_30 - location
        loc_bar_0_bar_6_bar_3_bar_30 - location
        loc_bar_0_bar_9_bar_3_bar_30 - location
        loc_bar_0_bar__minus_1_bar_3_bar_0 - location
        loc_bar_6_bar__minus_3_bar_1_bar_30 - location
        loc_bar_7_bar__minus_2_bar_1_bar__minus_30 - location
        loc_bar_7_bar__minus_3_bar_1_bar__minus_30 - location
        loc_bar_8_bar__minus_4_bar_2_bar__minus_30 - location
        loc_bar__minus_2_bar__minus_8_bar_3_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_2_bar__minus_8_bar_3_bar_30)
        (receptacleType Cabinet_bar__plus_02_dot_47_bar__plus_00_dot_38_bar__minus_01_dot_34 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_02_dot_47_bar__plus_00_dot_38_bar__minus_01_dot_34 loc_bar_6_bar__minus_3_bar_1_bar_30)
        (openable Cabinet_bar__plus_02_dot_47_bar__plus_00_dot_38_bar__minus_01_dot_34)
        (receptacleType Cabinet_bar__plus_02_dot_75_bar__plus_02_dot_22_bar__plus_00_dot_02 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_02_dot_75_bar__plus_02_dot_22_bar__plus_00_dot_02 loc_bar_7_bar__minus_2_bar_1_bar__minus_30)
        (openable Cabinet_bar__plus_02_dot_75_bar__plus_02_dot_22_bar__plus_00_dot_02)
        (receptacleType Cabinet_bar__plus_02_dot_75_bar__plus_02_dot_22_bar__minus_00_dot_84 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_02_dot_75_bar__plus_02_dot_22_bar__minus_00_dot_84 loc_bar_7_bar__minus_3_bar_1_bar__minus_30)
        (openable Cabinet_bar__plus_02_dot_75_bar__plus_02_dot_22_bar__minus_00_dot_84)
        (receptacleType Cabinet_bar__minus_00_dot_82_bar__plus_02_dot_22_bar__plus_01_dot_60 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_82_bar__plus_02_dot_22_bar__plus_01_dot_60 loc_bar_0_bar_5_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_00_dot_82_bar__plus_02_dot_22_bar__plus_01_dot_60)
        (receptacleType CounterTop_bar__minus_00_dot_81_bar__plus_01_dot_06_bar__plus_02_dot_19 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_00_dot_81_bar__plus_01_dot_06_bar__plus_02_dot_19 loc_bar_0_bar_9_bar_3_bar_30)
        (receptacleType Fridge_bar__minus_00_dot_91_bar__plus_00_dot_00_bar__minus_00_dot_41 FridgeType)
        (receptacleAtLocation Fridge_bar__minus_00_dot_91_bar__plus_00_dot_00_bar__minus_00_dot_41 loc_bar_0_bar__minus_1_bar_3_bar_0)
        (openable Fridge_bar__minus_00_dot_91_bar__plus_00_dot_00_bar__minus_00_dot_41)
        (receptacleType Microwave_bar__plus_01_dot_94_bar__plus_01_dot_75_bar__minus_01_dot_83 MicrowaveType)
        (receptacleAtLocation Microwave_bar__plus_01_dot_94_bar__plus_01_dot_75_bar__minus_01_dot_83 loc_bar_8_bar__minus_4_bar_2_bar__minus_30)
        (openable Microwave_bar__plus_01_dot_94_bar__plus_01_dot_75_bar__minus_01_dot_83)
        (receptacleType Sink_bar__minus_00_dot_72_bar__plus_01_dot_02_bar__plus_01_dot_33_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_00_dot_72_bar__plus_01_dot_02_bar__plus_01_dot_33_bar_SinkBasin loc_bar_0_bar_6_bar_3_bar_30)
        (canContain CabinetType LadleType)
        (canContain CabinetType PanType)
        (canContain CabinetType PotType)
        (canContain CabinetType SoapBottleType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType ForkType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType LadleType)
        (canContain CounterTopType PanType)
        (canContain CounterTopType PotType)
        (canContain CounterTopType SoapBottleType)
        (canContain CounterTopType TomatoType)
        (canContain FridgeType PanType)
        (canContain FridgeType PotType)
        (canContain FridgeType TomatoType)
        (canContain MicrowaveType TomatoType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType ForkType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType LadleType)
        (canContain SinkBasinType PanType)
        (canContain SinkBasinType PotType)
        (canContain SinkBasinType TomatoType)
        (objectType Tomato_bar__minus_01_dot_92_bar__plus_01_dot_03_bar__minus_00_dot_58 TomatoType)
        (inReceptacle Tomato_bar__minus_01_dot_92_bar__plus_01_dot_03_bar__minus_00_dot_58 Fridge_bar__minus_00_dot_91_bar__plus_00_dot_00_bar__minus_00_dot_41)
        (objectAtLocation Tomato_bar__minus_01_dot_92_bar__plus_01_dot_03_bar__minus_00_dot_58 loc_bar_0_bar__minus_1_bar_3_bar_0)
        (pickupable Tomato_bar__minus_01_dot_92_bar__plus_01_dot_03_bar__minus_00_dot_58)
        (cleanable Tomato_bar__minus_01_dot_92_bar__plus_01_dot_03_bar__minus_00_dot_58)
        (heatable Tomato_bar__minus_01_dot_92_bar__plus_01_dot_03_bar__minus_00_dot_58)
        (coolable Tomato_bar__minus_01_dot_92_bar__plus_01_dot_03_bar__minus_00_dot_58)
        (sliceable Tomato_bar__minus_01_dot_92_bar__plus_01_dot_03_bar__minus_00_dot_58)
        (objectType Tomato_bar__plus_01_dot_27_bar__plus_01_dot_05_bar__minus_02_dot_01 TomatoType)
        (inReceptacle Tomato_bar__plus_01_dot_27_bar__plus_01_dot_05_bar__minus_02_dot_01 Microwave_bar__plus_01_dot_94_bar__plus_01_dot_75_bar__minus_01_dot_83)
        (objectAtLocation Tomato_bar__plus_01_dot_27_bar__plus_01_dot_05_bar__minus_02_dot_01 loc_bar_8_bar__minus_4_bar_2_bar__minus_30)
        (pickupable Tomato_bar__plus_01_dot_27_bar__plus_01_dot_05_bar__minus_02_dot_01)
        (cleanable Tomato_bar__plus_01_dot_27_bar__plus_01_dot_05_bar__minus_02_dot_01)
        (heatable Tomato_bar__plus_01_dot_27_bar__plus_01_dot_05_bar__minus_02_dot_01)
        (coolable Tomato_bar__plus_01_dot_27_bar__plus_01_dot_05_bar__minus_02_dot_01)
        (sliceable Tomato_bar__plus_01_dot_27_bar__plus_01_dot_05_bar__minus_02_dot_01)
        (objectType Fork_bar__minus_01_dot_62_bar__plus_01_dot_19_bar__minus_02_dot_78 ForkType)
        (inReceptacle Fork_bar__minus_01_dot_62_bar__plus_01_dot_19_bar__minus_02_dot_78 CounterTop_bar__minus_00_dot_81_bar__plus_01_dot_06_bar__plus_02_dot_19)
        (objectAtLocation Fork_bar__minus_01_dot_62_bar__plus_01_dot_19_bar__minus_02_dot_78 loc_bar_0_bar_9_bar_3_bar_30)
        (pickupable Fork_bar__minus_01_dot_62_bar__plus_01_dot_19_bar__minus_02_dot_78)
        (cleanable Fork_bar__minus_01_dot_62_bar__plus_01_dot_19_bar__minus_02_dot_78)
        (objectType Fork_bar__plus_01_dot_90_bar__plus_01_dot_45_bar__minus_02_dot_39 ForkType)
        (inReceptacle Fork_bar__plus_01_dot_90_bar__plus_01_dot_45_bar__minus_02_dot_39 Sink_bar__minus_00_dot_72_bar__plus_01_dot_02_bar__plus_01_dot_33_bar_SinkBasin)
        (objectAtLocation Fork_bar__plus_01_dot_90_bar__plus_01_dot_45_bar__minus_02_dot_39 loc_bar_0_bar_6_bar_3_bar_30)
        (pickupable Fork_bar__plus_01_dot_90_bar__plus_01_dot_45_bar__minus_02_dot_39)
        (cleanable Fork_bar__plus_01_dot_90_bar__plus_01_dot_45_bar__minus_02_dot_39)
        (objectType Ladle_bar__plus_00_dot_52_bar__plus_00_dot_97_bar__plus_01_dot_14 LadleType)
        (inReceptacle Ladle_bar__plus_00_dot_52_bar__plus_00_dot_97_bar__plus_01_dot_14 Cabinet_bar__plus_02_dot_75_bar__plus_02_dot_22_bar__plus_00_dot_02)
        (objectAtLocation Ladle_bar__plus_00_dot_52_bar__plus_00_dot_97_bar__plus_01_dot_14 loc_bar_7_bar__minus_2_bar_1_bar__minus_30)
        (pickupable Ladle_bar__plus_00_dot_52_bar__plus_00_dot_97_bar__plus_01_dot_14)
        (cleanable Ladle_bar__plus_00_dot_52_bar__plus_00_dot_97_bar__plus_01_dot_14)
        (objectType Pan_bar__minus_01_dot_01_bar__plus_00_dot_61_bar__minus_01_dot_78 PanType)
        (inReceptacle Pan_bar__minus_01_dot_01_bar__plus_00_dot_61_bar__minus_01_dot_78 CounterTop_bar__minus_00_dot_81_bar__plus_01_dot_06_bar__plus_02_dot_19)
        (objectAtLocation Pan_bar__minus_01_dot_01_bar__plus_00_dot_61_bar__minus_01_dot_78 loc_bar_0_bar_9_bar_3_bar_30)
        (pickupable Pan_bar__minus_01_dot_01_bar__plus_00_dot_61_bar__minus_01_dot_78)
        (cleanable Pan_bar__minus_01_dot_01_bar__plus_00_dot_61_bar__minus_01_dot_78)
        (coolable Pan_bar__minus_01_dot_01_bar__plus_00_dot_61_bar__minus_01_dot_78)
        (isReceptacleObject Pan_bar__minus_01_dot_01_bar__plus_00_dot_61_bar__minus_01_dot_78)
        (objectType Pan_bar__minus_02_dot_24_bar__plus_01_dot_18_bar__minus_00_dot_69 PanType)
        (inReceptacle Pan_bar__minus_02_dot_24_bar__plus_01_dot_18_bar__minus_00_dot_69 CounterTop_bar__minus_00_dot_81_bar__plus_01_dot_06_bar__plus_02_dot_19)
        (objectAtLocation Pan_bar__minus_02_dot_24_bar__plus_01_dot_18_bar__minus_00_dot_69 loc_bar_0_bar_9_bar_3_bar_30)
        (pickupable Pan_bar__minus_02_dot_24_bar__plus_01_dot_18_bar__minus_00_dot_69)
        (cleanable Pan_bar__minus_02_dot_24_bar__plus_01_dot_18_bar__minus_00_dot_69)
        (coolable Pan_bar__minus_02_dot_24_bar__plus_01_dot_18_bar__minus_00_dot_69)
        (isReceptacleObject Pan_bar__minus_02_dot_24_bar__plus_01_dot_18_bar__minus_00_dot_69)
        (objectType Pot_bar__plus_01_dot_02_bar__plus_00_dot_82_bar__minus_02_dot_72 PotType)
        (inReceptacle Pot_bar__plus_01_dot_02_bar__plus_00_dot_82_bar__minus_02_dot_72 Cabinet_bar__plus_02_dot_75_bar__plus_02_dot_22_bar__plus_00_dot_02)
        (objectAtLocation Pot_bar__plus_01_dot_02_bar__plus_00_dot_82_bar__minus_02_dot_72 loc_bar_7_bar__minus_2_bar_1_bar__minus_30)
        (pickupable Pot_bar__plus_01_dot_02_bar__plus_00_dot_82_bar__minus_02_dot_72)
        (cleanable Pot_bar__plus_01_dot_02_bar__plus_00_dot_82_bar__minus_02_dot_72)
        (coolable Pot_bar__plus_01_dot_02_bar__plus_00_dot_82_bar__minus_02_dot_72)
        (isReceptacleObject Pot_bar__plus_01_dot_02_bar__plus_00_dot_82_bar__minus_02_dot_72)
        (objectType SoapBottle_bar__minus_00_dot_03_bar__plus_01_dot_05_bar__plus_02_dot_98 SoapBottleType)
        (inReceptacle SoapBottle_bar__minus_00_dot_03_bar__plus_01_dot_05_bar__plus_02_dot_98 Cabinet_bar__plus_02_dot_47_bar__plus_00_dot_38_bar__minus_01_dot_34)
        (objectAtLocation SoapBottle_bar__minus_00_dot_03_bar__plus_01_dot_05_bar__plus_02_dot_98 loc_bar_6_bar__minus_3_bar_1_bar_30)
        (pickupable SoapBottle_bar__minus_00_dot_03_bar__plus_01_dot_05_bar__plus_02_dot_98)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (heatable ?o)
                            (objectType ?o TomatoType)
                            (receptacleType ?r CounterTopType)
                            (isHot ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
