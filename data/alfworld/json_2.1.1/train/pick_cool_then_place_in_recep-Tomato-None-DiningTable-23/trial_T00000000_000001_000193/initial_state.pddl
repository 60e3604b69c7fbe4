(define (problem plan_trial_T00000000_000001_000193)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        CounterTopType - rtype
        DiningTableType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        ButterKnifeType - otype
        CupType - otype
        KnifeType - otype
        LettuceType - otype
        PlateType - otype
        PotType - otype
        SoapBottleType - otype
        TomatoType - otype
        Tomato_bar__minus_00_dot_94_bar__plus_00_dot_25_bar__minus_00_dot_61 - object
        Cup_bar__minus_00_dot_20_bar__plus_01_dot_15_bar__plus_02_dot_13 - object
        Cup_bar__minus_00_dot_22_bar__plus_00_dot_91_bar__plus_02_dot_91 - object
        Lettuce_bar__plus_02_dot_90_bar__plus_00_dot_91_bar__plus_01_dot_63 - object
        Lettuce_bar__minus_02_dot_08_bar__plus_00_dot_81_bar__minus_00_dot_35 - object
        Plate_bar__minus_02_dot_37_bar__plus_01_dot_11_bar__minus_00_dot_99 - object
        Plate_bar__plus_00_dot_99_bar__plus_00_dot_24_bar__plus_00_dot_10 - object
        Pot_bar__minus_00_dot_76_bar__plus_00_dot_19_bar__minus_01_dot_12 - object
        SoapBottle_bar__minus_02_dot_19_bar__plus_01_dot_21_bar__minus_01_dot_81 - object
        Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_01_dot_80 - receptacle
        Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_02_dot_20 - receptacle
        Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_03_dot_40 - receptacle
        Cabinet_bar__minus_00_dot_88_bar__plus_00_dot_39_bar__minus_03_dot_42 - receptacle
        Cabinet_bar__minus_00_dot_88_bar__plus_02_dot_14_bar__minus_03_dot_69 - receptacle
        Cabinet_bar__minus_01_dot_76_bar__plus_02_dot_14_bar__minus_03_dot_69 - receptacle
        CounterTop_bar__minus_00_dot_30_bar__plus_00_dot_95_bar__minus_02_dot_79 - receptacle
        DiningTable_bar__minus_02_dot_43_bar__plus_00_dot_90_bar__minus_01_dot_70 - receptacle
        Drawer_bar__minus_00_dot_45_bar__plus_00_dot_78_bar__minus_03_dot_27 - receptacle
        Fridge_bar__minus_00_dot_33_bar__plus_00_dot_00_bar__minus_00_dot_77 - receptacle
        Microwave_bar__minus_01_dot_32_bar__plus_01_dot_52_bar__minus_03_dot_85 - receptacle
        Sink_bar__minus_00_dot_35_bar__plus_00_dot_91_bar__minus_02_dot_01_bar_SinkBasin - receptacle
        loc_bar_7_bar_0_bar_3_bar_30 - location
        loc_bar__minus_4_bar__minus_10_bar_2_bar_30 - location
        loc_bar__minus_4_bar__minus_12_bar_1_bar_30 - location
        loc_bar__minus_4_bar__minus_9_bar_1_bar_30 - location
        loc_bar__minus_4_bar__minus_9_bar_2_bar_0 - location
        loc_bar__minus_5_bar__minus_12_bar_1_bar_30 - location
        loc_bar__minus_5_bar__minus_12_bar_2_bar_0 - location
        loc_bar__minus_5_bar__minus_3_bar_1_bar_0 - location
        loc_bar__minus_5_bar__minus_7_bar_3_bar_30 - location
        loc_bar__minus_6_bar__minus_11_bar_1_bar_30 - location
        loc_bar__minus_6_bar__minus_5_bar_1_bar_30 - location
        loc_bar__minus_6_bar__minus_7_bar_1_bar_30 - location
        loc_bar__minus_7_bar__minus_9_bar_2_bar_0 - location
        )
(:init
        (atLocation agent1 loc_bar_7_bar_0_bar_3_bar_30)
        (receptacleType Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_01_dot_80 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_01_dot_80 loc_bar__minus_6_bar__minus_5_bar_1_bar_30)
        (openable Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_01_dot_80)
        (receptacleType Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_02_dot_20 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_02_dot_20 loc_bar__minus_6_bar__minus_7_bar_1_bar_30)
        (openable Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_02_dot_20)
        (receptacleType Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_03_dot_40 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_03_dot_40 loc_bar__minus_6_bar__minus_11_bar_1_bar_30)
        (openable Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_03_dot_40)
        (receptacleType Cabinet_bar__minus_00_dot_88_bar__plus_00_dot_39_bar__minus_03_dot_42 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_88_bar__plus_00_dot_39_bar__minus_03_dot_42 loc_bar__minus_4_bar__minus_10_bar_2_bar_30)
        (openable Cabinet_bar__minus_00_dot_88_bar__plus_00_dot_39_bar__minus_03_dot_42)
        (receptacleType Cabinet_bar__minus_00_dot_88_bar__plus_02_dot_14_bar__minus_03_dot_69 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_88_bar__plus_02_dot_14_bar__minus_03_dot_69 loc_bar__minus_4_bar__minus_9_bar_2_bar_0)
        (openable Cabinet_bar__minus_00_dot_88_bar__plus_02_dot_14_bar__minus_03_dot_69)
        (receptacleType Cabinet_bar__minus_01_dot_76_bar__plus_02_dot_14_bar__minus_03_dot_69 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_76_bar__plus_02_dot_14_bar__minus_03_dot_69 loc_bar__minus_7_bar__minus_9_bar_2_bar_0)
        (openable Cabinet_bar__minus_01_dot_76_bar__plus_02_dot_14_bar__minus_03_dot_69)
        (receptacleType CounterTop_bar__minus_00_dot_30_bar__plus_00_dot_95_bar__minus_02_dot_79 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_00_dot_30_bar__plus_00_dot_95_bar__minus_02_dot_79 loc_bar__minus_4_bar__minus_12_bar_1_bar_30)
        (receptacleType DiningTable_bar__minus_02_dot_43_bar__plus_00_dot_90_bar__minus_01_dot_70 DiningTableType)
        (receptacleAtLocation DiningTable_bar__minus_02_dot_43_bar__plus_00_dot_90_bar__minus_01_dot_70 loc_bar__minus_5_bar__minus_7_bar_3_bar_30)
        (receptacleType Drawer_bar__minus_00_dot_45_bar__plus_00_dot_78_bar__minus_03_dot_27 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_45_bar__plus_00_dot_78_bar__minus_03_dot_27 loc_bar__minus_5_bar__minus_12_bar_1_bar_30)
        (openable Drawer_bar__minus_00_dot_45_bar__plus_00_dot_78_bar__minus_03_dot_27)
        (receptacleType Fridge_bar__minus_00_dot_33_bar__plus_00_dot_00_bar__minus_00_dot_77 FridgeType)
        (receptacleAtLocation Fridge_bar__minus_00_dot_33_bar__plus_00_dot_00_bar__minus_00_dot_77 loc_bar__minus_5_bar__minus_3_bar_1_bar_0)
        (openable Fridge_bar__minus_00_dot_33_bar__plus_00_dot_00_bar__minus_00_dot_77)
        (receptacleType Microwave_bar__minus_01_dot_32_bar__plus_01_dot_52_bar__minus_03_dot_85 MicrowaveType)
        (receptacleAtLocation Microwave_bar__minus_01_dot_32_bar__plus_01_dot_52_bar__minus_03_dot_85 loc_bar__minus_5_bar__minus_12_bar_2_bar_0)
        (openable Microwave_bar__minus_01_dot_32_bar__plus_01_dot_52_bar__minus_03_dot_85)
        (receptacleType Sink_bar__minus_00_dot_35_bar__plus_00_dot_91_bar__minus_02_dot_01_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_00_dot_35_bar__plus_00_dot_91_bar__minus_02_dot_01_bar_SinkBasin loc_bar__minus_4_bar__minus_9_bar_1_bar_30)
        (canContain CabinetType CupType)
        (canContain CabinetType PlateType)
        (canContain CabinetType PotType)
        (canContain CabinetType SoapBottleType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType CupType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType LettuceType)
        (canContain CounterTopType PlateType)
        (canContain CounterTopType PotType)
        (canContain CounterTopType SoapBottleType)
        (canContain CounterTopType TomatoType)
        (canContain DiningTableType ButterKnifeType)
        (canContain DiningTableType CupType)
        (canContain DiningTableType KnifeType)
        (canContain DiningTableType LettuceType)
        (canContain DiningTableType PlateType)
        (canContain DiningTableType PotType)
        (canContain DiningTableType SoapBottleType)
        (canContain DiningTableType TomatoType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType SoapBottleType)
        (canContain FridgeType CupType)
        (canContain FridgeType LettuceType)
        (canContain FridgeType PlateType)
        (canContain FridgeType PotType)
        (canContain FridgeType TomatoType)
        (canContain MicrowaveType CupType)
        (canContain MicrowaveType PlateType)
        (canContain MicrowaveType TomatoType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType CupType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType LettuceType)
        (canContain SinkBasinType PlateType)
        (canContain SinkBasinType PotType)
        (canContain SinkBasinType TomatoType)
        (objectType Tomato_bar__minus_00_dot_94_bar__plus_00_dot_25_bar__minus_00_dot_61 TomatoType)
        (inReceptacle Tomato_bar__minus_00_dot_94_bar__plus_00_dot_25_bar__minus_00_dot_61 CounterTop_bar__minus_00_dot_30_bar__plus_00_dot_95_bar__minus_02_dot_79)
        (objectAtLocation Tomato_bar__minus_00_dot_94_bar__plus_00_dot_25_bar__minus_00_dot_61 loc_bar__minus_4_bar__minus_12_bar_1_bar_30)
        (pickupable Tomato_bar__minus_00_dot_94_bar__plus_00_dot_25_bar__minus_00_dot_61)
        (cleanable Tomato_bar__minus_00_dot_94_bar__plus_00_dot_25_bar__minus_00_dot_61)
        (heatable Tomato_bar__minus_00_dot_94_bar__plus_00_dot_25_bar__minus_00_dot_61)
        (coolable Tomato_bar__minus_00_dot_94_bar__plus_00_dot_25_bar__minus_00_dot_61)
        (sliceable Tomato_bar__minus_00_dot_94_bar__plus_00_dot_25_bar__minus_00_dot_61)
        (objectType Cup_bar__minus_00_dot_20_bar__plus_01_dot_15_bar__plus_02_dot_13 CupType)
        (inReceptacle Cup_bar__minus_00_dot_20_bar__plus_01_dot_15_bar__plus_02_dot_13 Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_03_dot_40)
        (objectAtLocation Cup_bar__minus_00_dot_20_bar__plus_01_dot_15_bar__plus_02_dot_13 loc_bar__minus_6_bar__minus_11_bar_1_bar_30)
        (pickupable Cup_bar__minus_00_dot_20_bar__plus_01_dot_15_bar__plus_02_dot_13)
        (cleanable Cup_bar__minus_00_dot_20_bar__plus_01_dot_15_bar__plus_02_dot_13)
        (heatable Cup_bar__minus_00_dot_20_bar__plus_01_dot_15_bar__plus_02_dot_13)
        (coolable Cup_bar__minus_00_dot_20_bar__plus_01_dot_15_bar__plus_02_dot_13)
        (isReceptacleObject Cup_bar__minus_00_dot_20_bar__plus_01_dot_15_bar__plus_02_dot_13)
        (objectType Cup_bar__minus_00_dot_22_bar__plus_00_dot_91_bar__plus_02_dot_91 CupType)
        (inReceptacle Cup_bar__minus_00_dot_22_bar__plus_00_dot_91_bar__plus_02_dot_91 Cabinet_bar__minus_00_dot_88_bar__plus_02_dot_14_bar__minus_03_dot_69)
        (objectAtLocation Cup_bar__minus_00_dot_22_bar__plus_00_dot_91_bar__plus_02_dot_91 loc_bar__minus_4_bar__minus_9_bar_2_bar_0)
        (pickupable Cup_bar__minus_00_dot_22_bar__plus_00_dot_91_bar__plus_02_dot_91)
        (cleanable Cup_bar__minus_00_dot_22_bar__plus_00_dot_91_bar__plus_02_dot_91)
        (heatable Cup_bar__minus_00_dot_22_bar__plus_00_dot_91_bar__plus_02_dot_91)
        (coolable Cup_bar__minus_00_dot_22_bar__plus_00_dot_91_bar__plus_02_dot_91)
        (isReceptacleObject Cup_bar__minus_00_dot_22_bar__plus_00_dot_91_bar__plus_02_dot_91)
        (objectType Lettuce_bar__plus_02_dot_90_bar__plus_00_dot_91_bar__plus_01_dot_63 LettuceType)
        (inReceptacle Lettuce_bar__plus_02_dot_90_bar__plus_00_dot_91_bar__plus_01_dot_63 DiningTable_bar__minus_02_dot_43_bar__plus_00_dot_90_bar__minus_01_dot_70)
        (objectAtLocation Lettuce_bar__plus_02_dot_90_bar__plus_00_dot_91_bar__plus_01_dot_63 loc_bar__minus_5_bar__minus_7_bar_3_bar_30)
        (pickupable Lettuce_bar__plus_02_dot_90_bar__plus_00_dot_91_bar__plus_01_dot_63)
        (cleanable Lettuce_bar__plus_02_dot_90_bar__plus_00_dot_91_bar__plus_01_dot_63)
        (coolable Lettuce_bar__plus_02_dot_90_bar__plus_00_dot_91_bar__plus_01_dot_63)
        (sliceable Lettuce_bar__plus_02_dot_90_bar__plus_00_dot_91_bar__plus_01_dot_63)
        (objectType Lettuce_bar__minus_02_dot_08_bar__plus_00_dot_81_bar__minus_00_dot_35 LettuceType)
        (inReceptacle Lettuce_bar__minus_02_dot_08_bar__plus_00_dot_81_bar__minus_00_dot_35 DiningTable_bar__minus_02_dot_43_bar__plus_00_dot_90_bar__minus_01_dot_70)
        (objectAtLocation Lettuce_bar__minus_02_dot_08_bar__plus_00_dot_81_bar__minus_00_dot_35 loc_bar__minus_5_bar__minus_7_bar_3_bar_30)
        (pickupable Lettuce_bar__minus_02_dot_08_bar__plus_00_dot_81_bar__minus_00_dot_35)
        (cleanable Lettuce_bar__minus_02_dot_08_bar__plus_00_dot_81_bar__minus_00_dot_35)
        (coolable Lettuce_bar__minus_02_dot_08_bar__plus_00_dot_81_bar__minus_00_dot_35)
        (sliceable Lettuce_bar__minus_02_dot_08_bar__plus_00_dot_81_bar__minus_00_dot_35)
        (objectType Plate_bar__minus_02_dot_37_bar__plus_01_dot_11_bar__minus_00_dot_99 PlateType)
        (inReceptacle Plate_bar__minus_02_dot_37_bar__plus_01_dot_11_bar__minus_00_dot_99 Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_02_dot_20)
        (objectAtLocation Plate_bar__minus_02_dot_37_bar__plus_01_dot_11_bar__minus_00_dot_99 loc_bar__minus_6_bar__minus_7_bar_1_bar_30)
        (pickupable Plate_bar__minus_02_dot_37_bar__plus_01_dot_11_bar__minus_00_dot_99)
        (cleanable Plate_bar__minus_02_dot_37_bar__plus_01_dot_11_bar__minus_00_dot_99)
        (heatable Plate_bar__minus_02_dot_37_bar__plus_01_dot_11_bar__minus_00_dot_99)
        (coolable Plate_bar__minus_02_dot_37_bar__plus_01_dot_11_bar__minus_00_dot_99)
        (isReceptacleObject Plate_bar__minus_02_dot_37_bar__plus_01_dot_11_bar__minus_00_dot_99)
        (objectType Plate_bar__plus_00_dot_99_bar__plus_00_dot_24_bar__plus_00_dot_10 PlateType)
        (inReceptacle Plate_bar__plus_00_dot_99_bar__plus_00_dot_24_bar__plus_00_dot_10 Cabinet_bar__minus_00_dot_88_bar__plus_00_dot_39_bar__minus_03_dot_42)
        (objectAtLocation Plate_bar__plus_00_dot_99_bar__plus_00_dot_24_bar__plus_00_dot_10 loc_bar__minus_4_bar__minus_10_bar_2_bar_30)
        (pickupable Plate_bar__plus_00_dot_99_bar__plus_00_dot_24_bar__plus_00_dot_10)
        (cleanable Plate_bar__plus_00_dot_99_bar__plus_00_dot_24_bar__plus_00_dot_10)
        (heatable Plate_bar__plus_00_dot_99_bar__plus_00_dot_24_bar__plus_00_dot_10)
        (coolable Plate_bar__plus_00_dot_99_bar__plus_00_dot_24_bar__plus_00_dot_10)
        (isReceptacleObject Plate_bar__plus_00_dot_99_bar__plus_00_dot_24_bar__plus_00_dot_10)
        (objectType Pot_bar__minus_00_dot_76_bar__plus_00_dot_19_bar__minus_01_dot_12 PotType)
        (inReceptacle Pot_bar__minus_00_dot_76_bar__plus_00_dot_19_bar__minus_01_dot_12 Cabinet_bar__minus_00_dot_88_bar__plus_00_dot_39_bar__minus_03_dot_42)
        (objectAtLocation Pot_bar__minus_00_dot_76_bar__plus_00_dot_19_bar__minus_01_dot_12 loc_bar__minus_4_bar__minus_10_bar_2_bar_30)
        (pickupable Pot_bar__minus_00_dot_76_bar__plus_00_dot_19_bar__minus_01_dot_12)
        (cleanable Pot_bar__minus_00_dot_76_bar__plus_00_dot_19_bar__minus_01_dot_12)
        (coolable Pot_bar__minus_00_dot_76_bar__plus_00_dot_19_bar__minus_01_dot_12)
        (isReceptacleObject Pot_bar__minus_00_dot_76_bar__plus_00_dot_19_bar__minus_01_dot_12)
        (objectType SoapBottle_bar__minus_02_dot_19_bar__plus_01_dot_21_bar__minus_01_dot_81 SoapBottleType)
        (inReceptacle SoapBottle_bar__minus_02_dot_19_bar__plus_01_dot_21_bar__minus_01_dot_81 Cabinet_bar__minus_00_dot_88_bar__plus_02_dot_14_bar__minus_03_dot_69)
        (objectAtLocation SoapBottle_bar__minus_02_dot_19_bar__plus_01_dot_21_bar__minus_01_dot_81 loc_bar__minus_4_bar__minus_9_bar_2_bar_0)
        (pickupable SoapBottle_bar__minus_02_dot_19_bar__plus_01_dot_21_bar__minus_01_dot_81)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (coolable ?o)
                            (objectType ?o TomatoType)
                            (receptacleType ?r DiningTableType)
                            (isCool ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
