(define (problem plan_trial_T00000000_000002_000002)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        BowlType - otype
        ButterKnifeType - otype
        KettleType - otype
        KnifeType - otype
        MugType - otype
        PotatoType - otype
        SoapBottleType - otype
        TomatoType - otype
        Bowl_bar__minus_02_dot_24_bar__plus_00_dot_63_bar__plus_00_dot_04 - object
        Bowl_bar__plus_02_dot_68_bar__plus_00_dot_49_bar__minus_00_dot_93 - object
        Kettle_bar__minus_01_dot_84_bar__plus_00_dot_87_bar__minus_02_dot_80 - object
        Kettle_bar__minus_01_dot_98_bar__plus_00_dot_49_bar__minus_01_dot_30 - object
        Mug_bar__minus_02_dot_83_bar__plus_01_dot_11_bar__minus_00_dot_31 - object
        Potato_bar__minus_01_dot_95_bar__plus_01_dot_03_bar__plus_01_dot_44 - object
        Potato_bar__plus_01_dot_87_bar__plus_00_dot_90_bar__minus_01_dot_36 - object
        SoapBottle_bar__plus_00_dot_15_bar__plus_00_dot_58_bar__minus_01_dot_46 - object
        Tomato_bar__minus_02_dot_91_bar__plus_01_dot_29_bar__plus_02_dot_26 - object
        Cabinet_bar__plus_01_dot_13_bar__plus_00_dot_47_bar__minus_00_dot_90 - receptacle
        Cabinet_bar__minus_02_dot_65_bar__plus_02_dot_08_bar__minus_00_dot_23 - receptacle
        Cabinet_bar__minus_02_dot_65_bar__plus_02_dot_20_bar__plus_00_dot_43 - receptacle
        Drawer_bar__minus_02_dot_57_bar__plus_00_dot_78_bar__plus_00_dot_10 - receptacle
        Fridge_bar__minus_02_dot_86_bar__plus_00_dot_00_bar__plus_00_dot_85 - receptacle
        Microwave_bar__plus_00_dot_28_bar__plus_00_dot_90_bar__minus_01_dot_33 - receptacle
        loc_bar_1_bar__minus_2_bar_2_bar_30 - location
        loc_bar_2_bar_0_bar_2_bar_30 - location
        loc_bar__minus_6_bar_1_bar_3_bar__minus_30 - location
        loc_bar__minus_6_bar__minus_1_bar_3_bar_30 - location
        loc_bar__minus_7_bar_3_bar_3_bar_0 - location
        loc_bar__minus_8_bar_0_bar_2_bar_30 - location
        loc_bar__minus_8_bar__minus_2_bar_3_bar__minus_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_8_bar_0_bar_2_bar_30)
        (receptacleType Cabinet_bar__plus_01_dot_13_bar__plus_00_dot_47_bar__minus_00_dot_90 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_13_bar__plus_00_dot_47_bar__minus_00_dot_90 loc_bar_2_bar_0_bar_2_bar_30)
        (openable Cabinet_bar__plus_01_dot_13_bar__plus_00_dot_47_bar__minus_00_dot_90)
        (receptacleType Cabinet_bar__minus_02_dot_65_bar__plus_02_dot_08_bar__minus_00_dot_23 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_65_bar__plus_02_dot_08_bar__minus_00_dot_23 loc_bar__minus_8_bar__minus_2_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_02_dot_65_bar__plus_02_dot_08_bar__minus_00_dot_23)
        (receptacleType Cabinet_bar__minus_02_dot_65_bar__plus_02_dot_20_bar__plus_00_dot_43 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_65_bar__plus_02_dot_20_bar__plus_00_dot_43 loc_bar__minus_6_bar_1_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_02_dot_65_bar__plus_02_dot_20_bar__plus_00_dot_43)
        (receptacleType Drawer_bar__minus_02_dot_57_bar__plus_00_dot_78_bar__plus_00_dot_10 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_02_dot_57_bar__plus_00_dot_78_bar__plus_00_dot_10 loc_bar__minus_6_bar__minus_1_bar_3_bar_30)
        (openable Drawer_bar__minus_02_dot_57_bar__plus_00_dot_78_bar__plus_00_dot_10)
        (receptacleType Fridge_bar__minus_02_dot_86_bar__plus_00_dot_00_bar__plus_00_dot_85 FridgeType)
        (receptacleAtLocation Fridge_bar__minus_02_dot_86_bar__plus_00_dot_00_bar__plus_00_dot_85 loc_bar__minus_7_bar_3_bar_3_bar_0)
        (openable Fridge_bar__minus_02_dot_86_bar__plus_00_dot_00_bar__plus_00_dot_85)
        (receptacleType Microwave_bar__plus_00_dot_28_bar__plus_00_dot_90_bar__minus_01_dot_33 MicrowaveType)
        (receptacleAtLocation Microwave_bar__plus_00_dot_28_bar__plus_00_dot_90_bar__minus_01_dot_33 loc_bar_1_bar__minus_2_bar_2_bar_30)
        (openable Microwave_bar__plus_00_dot_28_bar__plus_00_dot_90_bar__minus_01_dot_33)
        (canContain CabinetType BowlType)
        (canContain CabinetType KettleType)
        (canContain CabinetType MugType)
        (canContain CabinetType SoapBottleType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType SoapBottleType)
        (canContain FridgeType BowlType)
        (canContain FridgeType MugType)
        (canContain FridgeType PotatoType)
        (canContain FridgeType TomatoType)
        (canContain MicrowaveType BowlType)
        (canContain MicrowaveType MugType)
        (canContain MicrowaveType PotatoType)
        (canContain MicrowaveType TomatoType)
        (canContain SinkBasinType BowlType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KettleType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType MugType)
        (canContain SinkBasinType PotatoType)
        (canContain SinkBasinType TomatoType)
        (objectType Bowl_bar__minus_02_dot_24_bar__plus_00_dot_63_bar__plus_00_dot_04 BowlType)
        (inReceptacle Bowl_bar__minus_02_dot_24_bar__plus_00_dot_63_bar__plus_00_dot_04 Cabinet_bar__minus_02_dot_65_bar__plus_02_dot_08_bar__minus_00_dot_23)
        (objectAtLocation Bowl_bar__minus_02_dot_24_bar__plus_00_dot_63_bar__plus_00_dot_04 loc_bar__minus_8_bar__minus_2_bar_3_bar__minus_30)
        (pickupable Bowl_bar__minus_02_dot_24_bar__plus_00_dot_63_bar__plus_00_dot_04)
        (cleanable Bowl_bar__minus_02_dot_24_bar__plus_00_dot_63_bar__plus_00_dot_04)
        (coolable Bowl_bar__minus_02_dot_24_bar__plus_00_dot_63_bar__plus_00_dot_04)
        (isReceptacleObject Bowl_bar__minus_02_dot_24_bar__plus_00_dot_63_bar__plus_00_dot_04)
        (objectType Bowl_bar__plus_02_dot_68_bar__plus_00_dot_49_bar__minus_00_dot_93 BowlType)
        (inReceptacle Bowl_bar__plus_02_dot_68_bar__plus_00_dot_49_bar__minus_00_dot_93 Microwave_bar__plus_00_dot_28_bar__plus_00_dot_90_bar__minus_01_dot_33)
        (objectAtLocation Bowl_bar__plus_02_dot_68_bar__plus_00_dot_49_bar__minus_00_dot_93 loc_bar_1_bar__minus_2_bar_2_bar_30)
        (pickupable Bowl_bar__plus_02_dot_68_bar__plus_00_dot_49_bar__minus_00_dot_93)
        (cleanable Bowl_bar__plus_02_dot_68_bar__plus_00_dot_49_bar__minus_00_dot_93)
        (coolable Bowl_bar__plus_02_dot_68_bar__plus_00_dot_49_bar__minus_00_dot_93)
        (isReceptacleObject Bowl_bar__plus_02_dot_68_bar__plus_00_dot_49_bar__minus_00_dot_93)
        (objectType Kettle_bar__minus_01_dot_84_bar__plus_00_dot_87_bar__minus_02_dot_80 KettleType)
        (inReceptacle Kettle_bar__minus_01_dot_84_bar__plus_00_dot_87_bar__minus_02_dot_80 Cabinet_bar__minus_02_dot_65_bar__plus_02_dot_08_bar__minus_00_dot_23)
        (objectAtLocation Kettle_bar__minus_01_dot_84_bar__plus_00_dot_87_bar__minus_02_dot_80 loc_bar__minus_8_bar__minus_2_bar_3_bar__minus_30)
        (pickupable Kettle_bar__minus_01_dot_84_bar__plus_00_dot_87_bar__minus_02_dot_80)
        (cleanable Kettle_bar__minus_01_dot_84_bar__plus_00_dot_87_bar__minus_02_dot_80)
        (objectType Kettle_bar__minus_01_dot_98_bar__plus_00_dot_49_bar__minus_01_dot_30 KettleType)
        (inReceptacle Kettle_bar__minus_01_dot_98_bar__plus_00_dot_49_bar__minus_01_dot_30 Cabinet_bar__minus_02_dot_65_bar__plus_02_dot_08_bar__minus_00_dot_23)
        (objectAtLocation Kettle_bar__minus_01_dot_98_bar__plus_00_dot_49_bar__minus_01_dot_30 loc_bar__minus_8_bar__minus_2_bar_3_bar__minus_30)
        (pickupable Kettle_bar__minus_01_dot_98_bar__plus_00_dot_49_bar__minus_01_dot_30)
        (cleanable Kettle_bar__minus_01_dot_98_bar__plus_00_dot_49_bar__minus_01_dot_30)
        (objectType Mug_bar__minus_02_dot_83_bar__plus_01_dot_11_bar__minus_00_dot_31 MugType)
        (inReceptacle Mug_bar__minus_02_dot_83_bar__plus_01_dot_11_bar__minus_00_dot_31 Microwave_bar__plus_00_dot_28_bar__plus_00_dot_90_bar__minus_01_dot_33)
        (objectAtLocation Mug_bar__minus_02_dot_83_bar__plus_01_dot_11_bar__minus_00_dot_31 loc_bar_1_bar__minus_2_bar_2_bar_30)
        (pickupable Mug_bar__minus_02_dot_83_bar__plus_01_dot_11_bar__minus_00_dot_31)
        (cleanable Mug_bar__minus_02_dot_83_bar__plus_01_dot_11_bar__minus_00_dot_31)
        (heatable Mug_bar__minus_02_dot_83_bar__plus_01_dot_11_bar__minus_00_dot_31)
        (coolable Mug_bar__minus_02_dot_83_bar__plus_01_dot_11_bar__minus_00_dot_31)
        (isReceptacleObject Mug_bar__minus_02_dot_83_bar__plus_01_dot_11_bar__minus_00_dot_31)
        (objectType Potato_bar__minus_01_dot_95_bar__plus_01_dot_03_bar__plus_01_dot_44 PotatoType)
        (inReceptacle Potato_bar__minus_01_dot_95_bar__plus_01_dot_03_bar__plus_01_dot_44 Microwave_bar__plus_00_dot_28_bar__plus_00_dot_90_bar__minus_01_dot_33)
        (objectAtLocation Potato_bar__minus_01_dot_95_bar__plus_01_dot_03_bar__plus_01_dot_44 loc_bar_1_bar__minus_2_bar_2_bar_30)
        (pickupable Potato_bar__minus_01_dot_95_bar__plus_01_dot_03_bar__plus_01_dot_44)
        (cleanable Potato_bar__minus_01_dot_95_bar__plus_01_dot_03_bar__plus_01_dot_44)
        (heatable Potato_bar__minus_01_dot_95_bar__plus_01_dot_03_bar__plus_01_dot_44)
        (coolable Potato_bar__minus_01_dot_95_bar__plus_01_dot_03_bar__plus_01_dot_44)
        (sliceable Potato_bar__minus_01_dot_95_bar__plus_01_dot_03_bar__plus_01_dot_44)
        (objectType Potato_bar__plus_01_dot_87_bar__plus_00_dot_90_bar__minus_01_dot_36 PotatoType)
        (inReceptacle Potato_bar__plus_01_dot_87_bar__plus_00_dot_90_bar__minus_01_dot_36 Fridge_bar__minus_02_dot_86_bar__plus_00_dot_00_bar__plus_00_dot_85)
        (objectAtLocation Potato_bar__plus_01_dot_87_bar__plus_00_dot_90_bar__minus_01_dot_36 loc_bar__minus_7_bar_3_bar_3_bar_0)
        (pickupable Potato_bar__plus_01_dot_87_bar__plus_00_dot_90_bar__minus_01_dot_36)
        (cleanable Potato_bar__plus_01_dot_87_bar__plus_00_dot_90_bar__minus_01_dot_36)
        (heatable Potato_bar__plus_01_dot_87_bar__plus_00_dot_90_bar__minus_01_dot_36)
        (coolable Potato_bar__plus_01_dot_87_bar__plus_00_dot_90_bar__minus_01_dot_36)
        (sliceable Potato_bar__plus_01_dot_87_bar__plus_00_dot_90_bar__minus_01_dot_36)
        (objectType SoapBottle_bar__plus_00_dot_15_bar__plus_00_dot_58_bar__minus_01_dot_46 SoapBottleType)
        (inReceptacle SoapBottle_bar__plus_00_dot_15_bar__plus_00_dot_58_bar__minus_01_dot_46 Cabinet_bar__minus_02_dot_65_bar__plus_02_dot_20_bar__plus_00_dot_43)
        (objectAtLocation SoapBottle_bar__plus_00_dot_15_bar__plus_00_dot_58_bar__minus_01_dot_46 loc_bar__minus_6_bar_1_bar_3_bar__minus_30)
        (pickupable SoapBottle_bar__plus_00_dot_15_bar__plus_00_dot_58_bar__minus_01_dot_46)
        (objectType Tomato_bar__minus_02_dot_91_bar__plus_01_dot_29_bar__plus_02_dot_26 TomatoType)
        (inReceptacle Tomato_bar__minus_02_dot_91_bar__plus_01_dot_29_bar__plus_02_dot_26 Fridge_bar__minus_02_dot_86_bar__plus_00_dot_00_bar__plus_00_dot_85)
        (objectAtLocation Tomato_bar__minus_02_dot_91_bar__plus_01_dot_29_bar__plus_02_dot_26 loc_bar__minus_7_bar_3_bar_3_bar_0)
        (pickupable Tomato_bar__minus_02_dot_91_bar__plus_01_dot_29_bar__plus_02_dot_26)
        (cleanable Tomato_bar__minus_02_dot_91_bar__plus_01_dot_29_bar__plus_02_dot_26)
        (heatable Tomato_bar__minus_02_dot_91_bar__plus_01_dot_29_bar__plus_02_dot_26)
        (coolable Tomato_bar__minus_02_dot_91_bar__plus_01_dot_29_bar__plus_02_dot_26)
        (sliceable Tomato_bar__minus_02_dot_91_bar__plus_01_dot_29_bar__plus_02_dot_26)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o BowlType)
                            (receptacleType ?r FridgeType)
                        )
                    )
                )
            )
        )
    )
