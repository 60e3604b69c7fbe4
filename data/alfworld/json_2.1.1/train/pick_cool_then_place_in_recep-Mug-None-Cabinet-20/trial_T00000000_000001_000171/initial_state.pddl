(define (problem plan_trial_T00000000_000001_000171)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        CounterTopType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        ShelfType - rtype
        SinkBasinType - rtype
        BreadType - otype
        ButterKnifeType - otype
        KnifeType - otype
        MugType - otype
        PlateType - otype
        PotType - otype
        SoapBottleType - otype
        SpoonType - otype
        TomatoType - otype
        Mug_bar__minus_00_dot_43_bar__plus_00_dot_89_bar__plus_03_dot_00 - object
        Mug_bar__plus_00_dot_40_bar__plus_00_dot_85_bar__plus_01_dot_44 - object
        Mug_bar__plus_01_dot_26_bar__plus_00_dot_48_bar__plus_00_dot_92 - object
        Bread_bar__minus_01_dot_13_bar__plus_00_dot_45_bar__minus_01_dot_86 - object
        Bread_bar__plus_00_dot_79_bar__plus_00_dot_74_bar__plus_01_dot_70 - object
        Knife_bar__minus_00_dot_90_bar__plus_00_dot_79_bar__plus_01_dot_58 - object
        Plate_bar__minus_01_dot_44_bar__plus_00_dot_82_bar__plus_02_dot_48 - object
        Pot_bar__plus_00_dot_11_bar__plus_00_dot_76_bar__minus_00_dot_34 - object
        SoapBottle_bar__minus_01_dot_20_bar__plus_00_dot_31_bar__minus_02_dot_36 - object
        SoapBottle_bar__minus_01_dot_33_bar__plus_01_dot_12_bar__minus_02_dot_16 - object
        Spoon_bar__minus_01_dot_88_bar__plus_00_dot_06_bar__plus_01_dot_19 - object
        Tomato_bar__minus_00_dot_91_bar__plus_01_dot_44_bar__minus_00_dot_17 - object
        Cabinet_bar__plus_01_dot_18_bar__plus_02_dot_02_bar__minus_02_dot_00 - receptacle
        Cabinet_bar__plus_01_dot_39_bar__plus_00_dot_47_bar__minus_01_dot_06 - receptacle
        Cabinet_bar__plus_01_dot_75_bar__plus_02_dot_02_bar__minus_01_dot_03 - receptacle
        Cabinet_bar__plus_01_dot_75_bar__plus_02_dot_02_bar__minus_01_dot_40 - receptacle
        Cabinet_bar__minus_01_dot_15_bar__plus_02_dot_02_bar__minus_01_dot_98 - receptacle
        CounterTop_bar__plus_00_dot_23_bar__plus_00_dot_95_bar__minus_02_dot_00 - receptacle
        Fridge_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_70 - receptacle
        Shelf_bar__plus_01_dot_55_bar__plus_00_dot_54_bar__plus_02_dot_48 - receptacle
        Shelf_bar__plus_01_dot_55_bar__plus_00_dot_87_bar__plus_02_dot_48 - receptacle
        loc_bar_1_bar_0_bar_3_bar_30 - location
        loc_bar_2_bar__minus_5_bar_1_bar_30 - location
        loc_bar_3_bar__minus_5_bar_2_bar_30 - location
        loc_bar_4_bar__minus_4_bar_1_bar__minus_30 - location
        loc_bar_4_bar__minus_5_bar_1_bar__minus_30 - location
        loc_bar_4_bar__minus_5_bar_2_bar__minus_30 - location
        loc_bar_5_bar_5_bar_0_bar_30 - location
        loc_bar_6_bar_8_bar_0_bar_30 - location
        loc_bar__minus_1_bar__minus_5_bar_3_bar__minus_30 - location
        loc_bar__minus_2_bar__minus_3_bar_3_bar_0 - location
        )
(:init
        (atLocation agent1 loc_bar_1_bar_0_bar_3_bar_30)
        (receptacleType Cabinet_bar__plus_01_dot_18_bar__plus_02_dot_02_bar__minus_02_dot_00 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_18_bar__plus_02_dot_02_bar__minus_02_dot_00 loc_bar_4_bar__minus_5_bar_2_bar__minus_30)
        (openable Cabinet_bar__plus_01_dot_18_bar__plus_02_dot_02_bar__minus_02_dot_00)
        (receptacleType Cabinet_bar__plus_01_dot_39_bar__plus_00_dot_47_bar__minus_01_dot_06 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_39_bar__plus_00_dot_47_bar__minus_01_dot_06 loc_bar_2_bar__minus_5_bar_1_bar_30)
        (openable Cabinet_bar__plus_01_dot_39_bar__plus_00_dot_47_bar__minus_01_dot_06)
        (receptacleType Cabinet_bar__plus_01_dot_75_bar__plus_02_dot_02_bar__minus_01_dot_03 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_75_bar__plus_02_dot_02_bar__minus_01_dot_03 loc_bar_4_bar__minus_4_bar_1_bar__minus_30)
        (openable Cabinet_bar__plus_01_dot_75_bar__plus_02_dot_02_bar__minus_01_dot_03)
        (receptacleType Cabinet_bar__plus_01_dot_75_bar__plus_02_dot_02_bar__minus_01_dot_40 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_75_bar__plus_02_dot_02_bar__minus_01_dot_40 loc_bar_4_bar__minus_5_bar_1_bar__minus_30)
        (openable Cabinet_bar__plus_01_dot_75_bar__plus_02_dot_02_bar__minus_01_dot_40)
        (receptacleType Cabinet_bar__minus_01_dot_15_bar__plus_02_dot_02_bar__minus_01_dot_98 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_15_bar__plus_02_dot_02_bar__minus_01_dot_98 loc_bar__minus_1_bar__minus_5_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_01_dot_15_bar__plus_02_dot_02_bar__minus_01_dot_98)
        (receptacleType CounterTop_bar__plus_00_dot_23_bar__plus_00_dot_95_bar__minus_02_dot_00 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_00_dot_23_bar__plus_00_dot_95_bar__minus_02_dot_00 loc_bar_3_bar__minus_5_bar_2_bar_30)
        (receptacleType Fridge_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_70 FridgeType)
        (receptacleAtLocation Fridge_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_70 loc_bar__minus_2_bar__minus_3_bar_3_bar_0)
        (openable Fridge_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_70)
        (receptacleType Shelf_bar__plus_01_dot_55_bar__plus_00_dot_54_bar__plus_02_dot_48 ShelfType)
        (receptacleAtLocation Shelf_bar__plus_01_dot_55_bar__plus_00_dot_54_bar__plus_02_dot_48 loc_bar_5_bar_5_bar_0_bar_30)
        (receptacleType Shelf_bar__plus_01_dot_55_bar__plus_00_dot_87_bar__plus_02_dot_48 ShelfType)
        (receptacleAtLocation Shelf_bar__plus_01_dot_55_bar__plus_00_dot_87_bar__plus_02_dot_48 loc_bar_6_bar_8_bar_0_bar_30)
        (canContain CabinetType MugType)
        (canContain CabinetType PlateType)
        (canContain CabinetType PotType)
        (canContain CabinetType SoapBottleType)
        (canContain CounterTopType BreadType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType MugType)
        (canContain CounterTopType PlateType)
        (canContain CounterTopType PotType)
        (canContain CounterTopType SoapBottleType)
        (canContain CounterTopType SpoonType)
        (canContain CounterTopType TomatoType)
        (canContain FridgeType BreadType)
        (canContain FridgeType MugType)
        (canContain FridgeType PlateType)
        (canContain FridgeType PotType)
        (canContain FridgeType TomatoType)
        (canContain MicrowaveType BreadType)
        (canContain MicrowaveType MugType)
        (canContain MicrowaveType PlateType)
        (canContain MicrowaveType TomatoType)
        (canContain ShelfType MugType)
        (canContain ShelfType PlateType)
        (canContain ShelfType PotType)
        (canContain ShelfType SoapBottleType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType MugType)
        (canContain SinkBasinType PlateType)
        (canContain SinkBasinType PotType)
        (canContain SinkBasinType SpoonType)
        (canContain SinkBasinType TomatoType)
        (objectType Mug_bar__minus_00_dot_43_bar__plus_00_dot_89_bar__plus_03_dot_00 MugType)
        (inReceptacle Mug_bar__minus_00_dot_43_bar__plus_00_dot_89_bar__plus_03_dot_00 Shelf_bar__plus_01_dot_55_bar__plus_00_dot_54_bar__plus_02_dot_48)
        (objectAtLocation Mug_bar__minus_00_dot_43_bar__plus_00_dot_89_bar__plus_03_dot_00 loc_bar_5_bar_5_bar_0_bar_30)
        (pickupable Mug_bar__minus_00_dot_43_bar__plus_00_dot_89_bar__plus_03_dot_00)
        (cleanable Mug_bar__minus_00_dot_43_bar__plus_00_dot_89_bar__plus_03_dot_00)
        (heatable Mug_bar__minus_00_dot_43_bar__plus_00_dot_89_bar__plus_03_dot_00)
        (coolable Mug_bar__minus_00_dot_43_bar__plus_00_dot_89_bar__plus_03_dot_00)
        (isReceptacleObject Mug_bar__minus_00_dot_43_bar__plus_00_dot_89_bar__plus_03_dot_00)
        (objectType Mug_bar__plus_00_dot_40_bar__plus_00_dot_85_bar__plus_01_dot_44 MugType)
        (inReceptacle Mug_bar__plus_00_dot_40_bar__plus_00_dot_85_bar__plus_01_dot_44 CounterTop_bar__plus_00_dot_23_bar__plus_00_dot_95_bar__minus_02_dot_00)
        (objectAtLocation Mug_bar__plus_00_dot_40_bar__plus_00_dot_85_bar__plus_01_dot_44 loc_bar_3_bar__minus_5_bar_2_bar_30)
        (pickupable Mug_bar__plus_00_dot_40_bar__plus_00_dot_85_bar__plus_01_dot_44)
        (cleanable Mug_bar__plus_00_dot_40_bar__plus_00_dot_85_bar__plus_01_dot_44)
        (heatable Mug_bar__plus_00_dot_40_bar__plus_00_dot_85_bar__plus_01_dot_44)
        (coolable Mug_bar__plus_00_dot_40_bar__plus_00_dot_85_bar__plus_01_dot_44)
        (isReceptacleObject Mug_bar__plus_00_dot_40_bar__plus_00_dot_85_bar__plus_01_dot_44)
        (objectType Mug_bar__plus_01_dot_26_bar__plus_00_dot_48_bar__plus_00_dot_92 MugType)
        (inReceptacle Mug_bar__plus_01_dot_26_bar__plus_00_dot_48_bar__plus_00_dot_92 Fridge_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_70)
        (objectAtLocation Mug_bar__plus_01_dot_26_bar__plus_00_dot_48_bar__plus_00_dot_92 loc_bar__minus_2_bar__minus_3_bar_3_bar_0)
        (pickupable Mug_bar__plus_01_dot_26_bar__plus_00_dot_48_bar__plus_00_dot_92)
        (cleanable Mug_bar__plus_01_dot_26_bar__plus_00_dot_48_bar__plus_00_dot_92)
        (heatable Mug_bar__plus_01_dot_26_bar__plus_00_dot_48_bar__plus_00_dot_92)
        (coolable Mug_bar__plus_01_dot_26_bar__plus_00_dot_48_bar__plus_00_dot_92)
        (isReceptacleObject Mug_bar__plus_01_dot_26_bar__plus_00_dot_48_bar__plus_00_dot_92)
        (objectType Bread_bar__minus_01_dot_13_bar__plus_00_dot_45_bar__minus_01_dot_86 BreadType)
        (inReceptacle Bread_bar__minus_01_dot_13_bar__plus_00_dot_45_bar__minus_01_dot_86 CounterTop_bar__plus_00_dot_23_bar__plus_00_dot_95_bar__minus_02_dot_00)
        (objectAtLocation Bread_bar__minus_01_dot_13_bar__plus_00_dot_45_bar__minus_01_dot_86 loc_bar_3_bar__minus_5_bar_2_bar_30)
        (pickupable Bread_bar__minus_01_dot_13_bar__plus_00_dot_45_bar__minus_01_dot_86)
        (heatable Bread_bar__minus_01_dot_13_bar__plus_00_dot_45_bar__minus_01_dot_86)
        (coolable Bread_bar__minus_01_dot_13_bar__plus_00_dot_45_bar__minus_01_dot_86)
        (sliceable Bread_bar__minus_01_dot_13_bar__plus_00_dot_45_bar__minus_01_dot_86)
        (objectType Bread_bar__plus_00_dot_79_bar__plus_00_dot_74_bar__plus_01_dot_70 BreadType)
        (inReceptacle Bread_bar__plus_00_dot_79_bar__plus_00_dot_74_bar__plus_01_dot_70 CounterTop_bar__plus_00_dot_23_bar__plus_00_dot_95_bar__minus_02_dot_00)
        (objectAtLocation Bread_bar__plus_00_dot_79_bar__plus_00_dot_74_bar__plus_01_dot_70 loc_bar_3_bar__minus_5_bar_2_bar_30)
        (pickupable Bread_bar__plus_00_dot_79_bar__plus_00_dot_74_bar__plus_01_dot_70)
        (heatable Bread_bar__plus_00_dot_79_bar__plus_00_dot_74_bar__plus_01_dot_70)
        (coolable Bread_bar__plus_00_dot_79_bar__plus_00_dot_74_bar__plus_01_dot_70)
        (sliceable Bread_bar__plus_00_dot_79_bar__plus_00_dot_74_bar__plus_01_dot_70)
        (objectType Knife_bar__minus_00_dot_90_bar__plus_00_dot_79_bar__plus_01_dot_58 KnifeType)
        (inReceptacle Knife_bar__minus_00_dot_90_bar__plus_00_dot_79_bar__plus_01_dot_58 CounterTop_bar__plus_00_dot_23_bar__plus_00_dot_95_bar__minus_02_dot_00)
        (objectAtLocation Knife_bar__minus_00_dot_90_bar__plus_00_dot_79_bar__plus_01_dot_58 loc_bar_3_bar__minus_5_bar_2_bar_30)
        (pickupable Knife_bar__minus_00_dot_90_bar__plus_00_dot_79_bar__plus_01_dot_58)
        (cleanable Knife_bar__minus_00_dot_90_bar__plus_00_dot_79_bar__plus_01_dot_58)
        (objectType Plate_bar__minus_01_dot_44_bar__plus_00_dot_82_bar__plus_02_dot_48 PlateType)
        (inReceptacle Plate_bar__minus_01_dot_44_bar__plus_00_dot_82_bar__plus_02_dot_48 Cabinet_bar__plus_01_dot_75_bar__plus_02_dot_02_bar__minus_01_dot_03)
        (objectAtLocation Plate_bar__minus_01_dot_44_bar__plus_00_dot_82_bar__plus_02_dot_48 loc_bar_4_bar__minus_4_bar_1_bar__minus_30)
        (pickupable Plate_bar__minus_01_dot_44_bar__plus_00_dot_82_bar__plus_02_dot_48)
        (cleanable Plate_bar__minus_01_dot_44_bar__plus_00_dot_82_bar__plus_02_dot_48)
        (heatable Plate_bar__minus_01_dot_44_bar__plus_00_dot_82_bar__plus_02_dot_48)
        (coolable Plate_bar__minus_01_dot_44_bar__plus_00_dot_82_bar__plus_02_dot_48)
        (isReceptacleObject Plate_bar__minus_01_dot_44_bar__plus_00_dot_82_bar__plus_02_dot_48)
        (objectType Pot_bar__plus_00_dot_11_bar__plus_00_dot_76_bar__minus_00_dot_34 PotType)
        (inReceptacle Pot_bar__plus_00_dot_11_bar__plus_00_dot_76_bar__minus_00_dot_34 Cabinet_bar__plus_01_dot_75_bar__plus_02_dot_02_bar__minus_01_dot_03)
        (objectAtLocation Pot_bar__plus_00_dot_11_bar__plus_00_dot_76_bar__minus_00_dot_34 loc_bar_4_bar__minus_4_bar_1_bar__minus_30)
        (pickupable Pot_bar__plus_00_dot_11_bar__plus_00_dot_76_bar__minus_00_dot_34)
        (cleanable Pot_bar__plus_00_dot_11_bar__plus_00_dot_76_bar__minus_00_dot_34)
        (coolable Pot_bar__plus_00_dot_11_bar__plus_00_dot_76_bar__minus_00_dot_34)
        (isReceptacleObject Pot_bar__plus_00_dot_11_bar__plus_00_dot_76_bar__minus_00_dot_34)
        (objectType SoapBottle_bar__minus_01_dot_20_bar__plus_00_dot_31_bar__minus_02_dot_36 SoapBottleType)
        (inReceptacle SoapBottle_bar__minus_01_dot_20_bar__plus_00_dot_31_bar__minus_02_dot_36 Cabinet_bar__plus_01_dot_18_bar__plus_02_dot_02_bar__minus_02_dot_00)
        (objectAtLocation SoapBottle_bar__minus_01_dot_20_bar__plus_00_dot_31_bar__minus_02_dot_36 loc_bar_4_bar__minus_5_bar_2_bar__minus_30)
        (pickupable SoapBottle_bar__minus_01_dot_20_bar__plus_00_dot_31_bar__minus_02_dot_36)
        (objectType SoapBottle_bar__minus_01_dot_33_bar__plus_01_dot_12_bar__minus_02_dot_16 SoapBottleType)
        (inReceptacle SoapBottle_bar__minus_01_dot_33_bar__plus_01_dot_12_bar__minus_02_dot_16 Cabinet_bar__plus_01_dot_75_bar__plus_02_dot_02_bar__minus_01_dot_40)
        (objectAtLocation SoapBottle_bar__minus_01_dot_33_bar__plus_01_dot_12_bar__minus_02_dot_16 loc_bar_4_bar__minus_5_bar_1_bar__minus_30)
        (pickupable SoapBottle_bar__minus_01_dot_33_bar__plus_01_dot_12_bar__minus_02_dot_16)
        (objectType Spoon_bar__minus_01_dot_88_bar__plus_00_dot_06_bar__plus_01_dot_19 SpoonType)
        (inReceptacle Spoon_bar__minus_01_dot_88_bar__plus_00_dot_06_bar__plus_01_dot_19 CounterTop_bar__plus_00_dot_23_bar__plus_00_dot_95_bar__minus_02_dot_00)
        (objectAtLocation Spoon_bar__minus_01_dot_88_bar__plus_00_dot_06_bar__plus_01_dot_19 loc_bar_3_bar__minus_5_bar_2_bar_30)
        (pickupable Spoon_bar__minus_01_dot_88_bar__plus_00_dot_06_bar__plus_01_dot_19)
        (cleanable Spoon_bar__minus_01_dot_88_bar__plus_00_dot_06_bar__plus_01_dot_19)
        (objectType Tomato_bar__minus_00_dot_91_bar__plus_01_dot_44_bar__minus_00_dot_17 TomatoType)
        (inReceptacle Tomato_bar__minus_00_dot_91_bar__plus_01_dot_44_bar__minus_00_dot_17 CounterTop_bar__plus_00_dot_23_bar__plus_00_dot_95_bar__minus_02_dot_00)
        (objectAtLocation Tomato_bar__minus_00_dot_91_bar__plus_01_dot_44_bar__minus_00_dot_17 loc_bar_3_bar__minus_5_bar_2_bar_30)
        (pickupable Tomato_bar__minus_00_dot_91_bar__plus_01_dot_44_bar__minus_00_dot_17)
        (cleanable Tomato_bar__minus_00_dot_91_bar__plus_01_dot_44_bar__minus_00_dot_17)
        (heatable Tomato_bar__minus_00_dot_91_bar__plus_01_dot_44_bar__minus_00_dot_17)
        (coolable Tomato_bar__minus_00_dot_91_bar__plus_01_dot_44_bar__minus_00_dot_17)
        (sliceable Tomato_bar__minus_00_dot_91_bar__plus_01_dot_44_bar__minus_00_dot_17)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (coolable ?o)
                            (objectType ?o MugType)
                            (receptacleType ?r CabinetType)
                            (isCool ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
